import path from 'node:path';

// Pictures of the library content, drawn as small SVGs. `render-images.ts` rasterizes every image the content
// uses into apps/web/public/library/<name>.png, served by the web app at /library/<name>.png.
// Each function returns the same name for the same drawing, so content may reuse a picture freely.

export interface LibImage {
  /** File name without extension: lower-case letters, digits and dashes. */
  name: string;
  /** Same-origin url of the rendered PNG. */
  url: string;
  /** What the picture shows, read aloud to students who cannot see it. */
  alt: string;
  svg: string;
}

export const LIBRARY_IMAGE_URL_PREFIX = '/library/';
/** Where the rendered PNGs live: the web app's public folder, copied into its build by Vite. */
export const LIBRARY_IMAGE_DIR = path.resolve(import.meta.dirname, '../../../../web/public/library');
/** Largest PNG the library ships. */
export const LIBRARY_IMAGE_MAX_BYTES = 20_000;
const REGISTRY = new Map<string, string>();

/** Every picture drawn so far (name -> SVG); complete once the content modules are loaded. */
export const libraryImages = (): ReadonlyMap<string, string> => REGISTRY;

const INK = '#1f2937';
const FILL = '#7cc4f0';
const ACCENT = '#f59e0b';
const GRID = '#d1d5db';
const FONT = 'DejaVu Sans, Arial, sans-serif';

const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const r2 = (n: number) => Math.round(n * 100) / 100;

function image(name: string, alt: string, w: number, h: number, body: string): LibImage {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Bad image name ${name}`);
  if (w > 400 || h > 400) throw new Error(`Image ${name} is larger than 400 px`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="#ffffff"/>${body}</svg>`;
  const previous = REGISTRY.get(name);
  if (previous !== undefined && previous !== svg) throw new Error(`Image ${name} is drawn two different ways`);
  REGISTRY.set(name, svg);
  return { name, url: `${LIBRARY_IMAGE_URL_PREFIX}${name}.png`, alt, svg };
}

type TextOpts = { size?: number; anchor?: 'start' | 'middle' | 'end'; bold?: boolean; color?: string };
const label = (x: number, y: number, s: string | number, o: TextOpts = {}) =>
  `<text x="${r2(x)}" y="${r2(y)}" font-family="${FONT}" font-size="${o.size ?? 14}" text-anchor="${o.anchor ?? 'middle'}"${
    o.bold ? ' font-weight="bold"' : ''
  } fill="${o.color ?? INK}">${esc(String(s))}</text>`;
const seg = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  o: { color?: string; width?: number; dash?: boolean } = {},
) =>
  `<line x1="${r2(x1)}" y1="${r2(y1)}" x2="${r2(x2)}" y2="${r2(y2)}" stroke="${o.color ?? INK}" stroke-width="${o.width ?? 2}"${
    o.dash ? ' stroke-dasharray="6 4"' : ''
  }/>`;
const shape = (points: readonly (readonly [number, number])[], fill = FILL, dash = false) =>
  `<polygon points="${points.map(([x, y]) => `${r2(x)},${r2(y)}`).join(' ')}" fill="${fill}" stroke="${INK}" stroke-width="2"${
    dash ? ' stroke-dasharray="6 4"' : ''
  }/>`;
const dot = (x: number, y: number, r = 5, color = INK) =>
  `<circle cx="${r2(x)}" cy="${r2(y)}" r="${r}" fill="${color}"/>`;
// An arrowhead at (x, y) pointing in direction (dx, dy).
const arrowHead = (x: number, y: number, dx: number, dy: number, color = INK) => {
  const len = Math.hypot(dx, dy);
  const [ux, uy] = [dx / len, dy / len];
  const back = (s: number) => [x - ux * 10 + uy * s, y - uy * 10 - ux * s] as const;
  return `<polygon points="${r2(x)},${r2(y)} ${back(5).map(r2).join(',')} ${back(-5).map(r2).join(',')}" fill="${color}"/>`;
};
const rightMark = (x: number, y: number, ux: number, uy: number, vx: number, vy: number, s = 12) =>
  `<polyline points="${r2(x + ux * s)},${r2(y + uy * s)} ${r2(x + ux * s + vx * s)},${r2(y + uy * s + vy * s)} ${r2(
    x + vx * s,
  )},${r2(y + vy * s)}" fill="none" stroke="${INK}" stroke-width="1.5"/>`;

// ---------------------------------------------------------------- fractions

/** A bar cut into `parts` equal parts, the first `shaded` of them shaded. */
export function fractionBar(parts: number, shaded: number): LibImage {
  const w = 300 / parts;
  const cells = Array.from(
    { length: parts },
    (_, i) =>
      `<rect x="${r2(10 + i * w)}" y="10" width="${r2(w)}" height="50" fill="${i < shaded ? FILL : '#ffffff'}" stroke="${INK}" stroke-width="2"/>`,
  ).join('');
  return image(
    `fraction-bar-${shaded}-of-${parts}`,
    `A bar divided into ${parts} equal parts with ${shaded} ${shaded === 1 ? 'part' : 'parts'} shaded`,
    320,
    70,
    cells,
  );
}

/** A circle cut into `parts` equal wedges, `shaded` of them shaded. */
export function fractionCircle(parts: number, shaded: number): LibImage {
  const [cx, cy, r] = [80, 80, 70];
  const at = (k: number) => {
    const a = (k / parts) * 2 * Math.PI - Math.PI / 2;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  };
  const wedges = Array.from({ length: parts }, (_, i) => {
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    return `<path d="M${cx},${cy} L${r2(x1)},${r2(y1)} A${r},${r} 0 0 1 ${r2(x2)},${r2(y2)} Z" fill="${
      i < shaded ? FILL : '#ffffff'
    }" stroke="${INK}" stroke-width="2"/>`;
  }).join('');
  return image(
    `fraction-circle-${shaded}-of-${parts}`,
    `A circle divided into ${parts} equal parts with ${shaded} ${shaded === 1 ? 'part' : 'parts'} shaded`,
    160,
    160,
    wedges,
  );
}

/** A bar cut into unequal parts (relative sizes), the part at `shadedIndex` shaded. */
export function unequalBar(sizes: readonly number[], shadedIndex: number): LibImage {
  const total = sizes.reduce((a, b) => a + b, 0);
  let x = 10;
  const cells = sizes
    .map((s, i) => {
      const w = (300 * s) / total;
      const cell = `<rect x="${r2(x)}" y="10" width="${r2(w)}" height="50" fill="${i === shadedIndex ? FILL : '#ffffff'}" stroke="${INK}" stroke-width="2"/>`;
      x += w;
      return cell;
    })
    .join('');
  return image(
    `unequal-bar-${sizes.join('-')}-shaded-${shadedIndex}`,
    `A bar divided into ${sizes.length} parts that are not equal in size, with one part shaded`,
    320,
    70,
    cells,
  );
}

/** A 10 by 10 grid with the first `shaded` squares shaded, column by column. */
export function hundredGrid(shaded: number): LibImage {
  const s = 16;
  const cells: string[] = [];
  for (let c = 0; c < 10; c += 1)
    for (let r = 0; r < 10; r += 1)
      cells.push(
        `<rect x="${5 + c * s}" y="${5 + r * s}" width="${s}" height="${s}" fill="${c * 10 + r < shaded ? FILL : '#ffffff'}" stroke="${INK}" stroke-width="1"/>`,
      );
  return image(
    `hundred-grid-${shaded}`,
    `A grid of 100 equal squares with ${shaded} squares shaded`,
    170,
    170,
    cells.join(''),
  );
}

/** A 10 by 10 grid modelling tenths x tenths: `cols` columns shaded one way, `rows` rows the other. */
export function decimalAreaModel(rows: number, cols: number): LibImage {
  const s = 16;
  const cells: string[] = [];
  for (let c = 0; c < 10; c += 1)
    for (let r = 0; r < 10; r += 1) {
      const fill = c < cols && r < rows ? '#2563eb' : c < cols ? FILL : r < rows ? '#fcd34d' : '#ffffff';
      cells.push(
        `<rect x="${5 + c * s}" y="${5 + r * s}" width="${s}" height="${s}" fill="${fill}" stroke="${INK}" stroke-width="1"/>`,
      );
    }
  return image(
    `decimal-area-${rows}-by-${cols}`,
    `A grid of 100 equal squares. ${cols} columns are shaded light blue and ${rows} rows are shaded yellow; where they overlap, a rectangle ${rows} squares tall and ${cols} squares wide is shaded dark blue`,
    170,
    170,
    cells.join(''),
  );
}

// ---------------------------------------------------------------- multiplication

/** Dots in `rows` rows of `cols`. */
export function dotArray(rows: number, cols: number): LibImage {
  const step = 26;
  const dots: string[] = [];
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1) dots.push(dot(20 + c * step, 20 + r * step, 8, '#2563eb'));
  return image(
    `array-${rows}x${cols}`,
    `An array of dots: ${rows} ${rows === 1 ? 'row' : 'rows'} with ${cols} dots in each row`,
    (cols - 1) * step + 40,
    (rows - 1) * step + 40,
    dots.join(''),
  );
}

// ---------------------------------------------------------------- plane figures

const POLYGONS: Record<string, { points: [number, number][]; alt: string; marks?: string }> = {
  square: {
    points: [
      [40, 20],
      [140, 20],
      [140, 120],
      [40, 120],
    ],
    alt: 'A square: four equal sides and four right angles',
  },
  rectangle: {
    points: [
      [15, 35],
      [165, 35],
      [165, 105],
      [15, 105],
    ],
    alt: 'A rectangle: two long sides, two short sides and four right angles',
  },
  rhombus: {
    points: [
      [90, 10],
      [150, 70],
      [90, 130],
      [30, 70],
    ],
    alt: 'A rhombus: four equal sides, opposite sides parallel, no right angles',
  },
  parallelogram: {
    points: [
      [50, 30],
      [170, 30],
      [130, 110],
      [10, 110],
    ],
    alt: 'A parallelogram: two pairs of parallel sides, no right angles, sides not all equal',
  },
  trapezoid: {
    points: [
      [55, 30],
      [125, 30],
      [170, 110],
      [10, 110],
    ],
    alt: 'A trapezoid: one pair of parallel sides, the top shorter than the bottom',
  },
  kite: {
    points: [
      [90, 10],
      [140, 50],
      [90, 130],
      [40, 50],
    ],
    alt: 'A kite: two pairs of equal sides next to each other and no parallel sides',
  },
  'quadrilateral-irregular': {
    points: [
      [30, 40],
      [120, 15],
      [165, 115],
      [45, 100],
    ],
    alt: 'A four-sided figure with no equal sides, no parallel sides and no right angles',
  },
  'triangle-right': {
    points: [
      [30, 120],
      [30, 20],
      [160, 120],
    ],
    alt: 'A triangle with one right angle',
  },
  'triangle-acute': {
    points: [
      [20, 120],
      [100, 15],
      [160, 120],
    ],
    alt: 'A triangle with three acute angles',
  },
  'triangle-obtuse': {
    points: [
      [10, 110],
      [60, 60],
      [170, 110],
    ],
    alt: 'A triangle with one obtuse angle',
  },
  'triangle-equilateral': {
    points: [
      [30, 120],
      [90, 16],
      [150, 120],
    ],
    alt: 'A triangle with three equal sides',
  },
  pentagon: {
    points: [0, 1, 2, 3, 4].map((k) => {
      const a = (k * 72 - 90) * (Math.PI / 180);
      return [90 + 60 * Math.cos(a), 72 + 60 * Math.sin(a)];
    }),
    alt: 'A pentagon: five sides',
  },
  hexagon: {
    points: [0, 1, 2, 3, 4, 5].map((k) => {
      const a = k * 60 * (Math.PI / 180);
      return [90 + 62 * Math.cos(a), 70 + 62 * Math.sin(a)];
    }),
    alt: 'A hexagon: six sides',
  },
};
export type PolygonKind = keyof typeof POLYGONS;

/** A named plane figure (square, rhombus, trapezoid, triangle-right, hexagon, ...). */
export function polygon(kind: string): LibImage {
  const p = POLYGONS[kind];
  if (!p) throw new Error(`Unknown polygon ${kind}`);
  let marks = '';
  if (kind === 'square' || kind === 'rectangle') {
    const [a, b, c, d] = p.points as [[number, number], [number, number], [number, number], [number, number]];
    marks = [
      rightMark(a[0], a[1], 1, 0, 0, 1),
      rightMark(b[0], b[1], -1, 0, 0, 1),
      rightMark(c[0], c[1], -1, 0, 0, -1),
      rightMark(d[0], d[1], 1, 0, 0, -1),
    ].join('');
  }
  if (kind === 'triangle-right') marks = rightMark(30, 120, 1, 0, 0, -1);
  return image(`shape-${kind}`, p.alt, 180, 140, shape(p.points) + marks);
}

/** A circle. */
export function circleShape(): LibImage {
  return image(
    'shape-circle',
    'A circle',
    180,
    140,
    `<circle cx="90" cy="70" r="58" fill="${FILL}" stroke="${INK}" stroke-width="2"/>`,
  );
}

/** A figure with one dashed line drawn on it; `symmetric` says whether the line is a line of symmetry. */
export function symmetryLine(
  kind:
    | 'rectangle-vertical'
    | 'rectangle-diagonal'
    | 'triangle-vertical'
    | 'parallelogram-vertical'
    | 'hexagon-horizontal'
    | 'trapezoid-horizontal',
): LibImage {
  const drawings: Record<typeof kind, { body: string; alt: string }> = {
    'rectangle-vertical': {
      body: shape(POLYGONS.rectangle!.points) + seg(90, 20, 90, 120, { dash: true, color: ACCENT, width: 3 }),
      alt: 'A rectangle with a dashed line drawn from the middle of the top side to the middle of the bottom side',
    },
    'rectangle-diagonal': {
      body: shape(POLYGONS.rectangle!.points) + seg(15, 35, 165, 105, { dash: true, color: ACCENT, width: 3 }),
      alt: 'A rectangle with a dashed line drawn from one corner to the opposite corner',
    },
    'triangle-vertical': {
      body:
        shape(POLYGONS['triangle-equilateral']!.points) + seg(90, 10, 90, 128, { dash: true, color: ACCENT, width: 3 }),
      alt: 'A triangle with three equal sides and a dashed line from the top corner straight down to the middle of the bottom side',
    },
    'parallelogram-vertical': {
      body: shape(POLYGONS.parallelogram!.points) + seg(90, 20, 90, 120, { dash: true, color: ACCENT, width: 3 }),
      alt: 'A slanted parallelogram with a dashed vertical line drawn through its middle',
    },
    'hexagon-horizontal': {
      body: shape(POLYGONS.hexagon!.points) + seg(20, 70, 160, 70, { dash: true, color: ACCENT, width: 3 }),
      alt: 'A hexagon with six equal sides and a dashed line joining its left corner to its right corner',
    },
    'trapezoid-horizontal': {
      body: shape(POLYGONS.trapezoid!.points) + seg(5, 70, 175, 70, { dash: true, color: ACCENT, width: 3 }),
      alt: 'A trapezoid with a dashed line drawn across it halfway between the top and bottom sides',
    },
  };
  const d = drawings[kind];
  return image(`symmetry-${kind}`, d.alt, 180, 140, d.body);
}

// ---------------------------------------------------------------- solids

/** A three-dimensional figure: cube, rectangular-prism, triangular-prism, cylinder, cone, sphere, square-pyramid. */
export function solid(
  kind: 'cube' | 'rectangular-prism' | 'triangular-prism' | 'cylinder' | 'cone' | 'sphere' | 'square-pyramid',
): LibImage {
  const dashed = (x1: number, y1: number, x2: number, y2: number) => seg(x1, y1, x2, y2, { dash: true, width: 1.5 });
  const box = (x: number, y: number, w: number, h: number, dx: number, dy: number) =>
    shape(
      [
        [x, y],
        [x + w, y],
        [x + w, y + h],
        [x, y + h],
      ],
      FILL,
    ) +
    shape(
      [
        [x, y],
        [x + dx, y - dy],
        [x + w + dx, y - dy],
        [x + w, y],
      ],
      '#b9e0f8',
    ) +
    shape(
      [
        [x + w, y],
        [x + w + dx, y - dy],
        [x + w + dx, y + h - dy],
        [x + w, y + h],
      ],
      '#5aa9d6',
    ) +
    dashed(x, y + h, x + dx, y + h - dy) +
    dashed(x + dx, y + h - dy, x + w + dx, y + h - dy) +
    dashed(x + dx, y - dy, x + dx, y + h - dy);
  const drawings: Record<typeof kind, { body: string; alt: string }> = {
    cube: { body: box(40, 50, 80, 80, 35, 30), alt: 'A cube: six square faces, all edges the same length' },
    'rectangular-prism': {
      body: box(20, 60, 120, 60, 30, 30),
      alt: 'A rectangular prism: six rectangular faces, like a box',
    },
    'triangular-prism': {
      body:
        shape(
          [
            [20, 120],
            [70, 40],
            [120, 120],
          ],
          FILL,
        ) +
        shape(
          [
            [70, 40],
            [130, 20],
            [170, 100],
            [120, 120],
          ],
          '#5aa9d6',
        ) +
        dashed(20, 120, 80, 100) +
        dashed(80, 100, 170, 100) +
        dashed(80, 100, 130, 20),
      alt: 'A triangular prism: two triangle faces joined by three rectangle faces',
    },
    cylinder: {
      body:
        `<path d="M40,35 L40,115 A50,15 0 0 0 140,115 L140,35" fill="${FILL}" stroke="${INK}" stroke-width="2"/>` +
        `<ellipse cx="90" cy="35" rx="50" ry="15" fill="#b9e0f8" stroke="${INK}" stroke-width="2"/>` +
        `<path d="M40,115 A50,15 0 0 1 140,115" fill="none" stroke="${INK}" stroke-width="1.5" stroke-dasharray="6 4"/>`,
      alt: 'A cylinder: two circle faces joined by a curved surface, like a can',
    },
    cone: {
      body:
        `<path d="M90,15 L40,115 A50,15 0 0 0 140,115 Z" fill="${FILL}" stroke="${INK}" stroke-width="2"/>` +
        `<path d="M40,115 A50,15 0 0 1 140,115" fill="none" stroke="${INK}" stroke-width="1.5" stroke-dasharray="6 4"/>`,
      alt: 'A cone: one circle face and a curved surface that comes to a point',
    },
    sphere: {
      body:
        `<circle cx="90" cy="70" r="58" fill="${FILL}" stroke="${INK}" stroke-width="2"/>` +
        `<path d="M32,70 A58,16 0 0 0 148,70" fill="none" stroke="${INK}" stroke-width="1.5"/>` +
        `<path d="M32,70 A58,16 0 0 1 148,70" fill="none" stroke="${INK}" stroke-width="1.5" stroke-dasharray="6 4"/>`,
      alt: 'A sphere: a round solid like a ball, with no faces, edges or vertices',
    },
    'square-pyramid': {
      body:
        shape(
          [
            [25, 110],
            [95, 12],
            [115, 128],
          ],
          FILL,
        ) +
        shape(
          [
            [115, 128],
            [95, 12],
            [160, 102],
          ],
          '#5aa9d6',
        ) +
        dashed(25, 110, 70, 86) +
        dashed(70, 86, 160, 102) +
        dashed(70, 86, 95, 12),
      alt: 'A square pyramid: a square base and four triangle faces that meet at a point',
    },
  };
  const d = drawings[kind];
  return image(`solid-${kind}`, d.alt, 180, 140, d.body);
}

// ---------------------------------------------------------------- lines and angles

/** An angle with one horizontal ray; `showMeasure` writes the degrees beside it. */
export function angle(degrees: number, showMeasure = false): LibImage {
  const [vx, vy, len] = [120, 135, 110];
  const a = (degrees * Math.PI) / 180;
  const [ex, ey] = [vx + len * Math.cos(a), vy - len * Math.sin(a)];
  const arc =
    degrees === 90
      ? rightMark(vx, vy, 1, 0, 0, -1, 16)
      : `<path d="M${vx + 28},${vy} A28,28 0 0 0 ${r2(vx + 28 * Math.cos(a))},${r2(vy - 28 * Math.sin(a))}" fill="none" stroke="${ACCENT}" stroke-width="2"/>`;
  const mid = a / 2;
  const measure = showMeasure
    ? label(vx + 52 * Math.cos(mid), vy - 52 * Math.sin(mid) + 5, `${degrees}°`, { size: 15 })
    : '';
  const alt = showMeasure
    ? `An angle that measures ${degrees} degrees`
    : degrees === 90
      ? 'An angle whose rays meet in a square corner, marked with a small square'
      : degrees < 90
        ? 'An angle whose rays are closer together than a square corner'
        : 'An angle whose rays open wider than a square corner';
  return image(
    `angle-${degrees}${showMeasure ? '-labeled' : ''}`,
    alt,
    300,
    150,
    seg(vx, vy, vx + 160, vy) +
      seg(vx, vy, ex, ey) +
      arrowHead(vx + 160, vy, 1, 0) +
      arrowHead(ex, ey, Math.cos(a), -Math.sin(a)) +
      dot(vx, vy, 3) +
      arc +
      measure,
  );
}

/** Line relationships: parallel, perpendicular or intersecting lines; a line, a ray or a line segment. */
export function lineFigure(kind: 'parallel' | 'perpendicular' | 'intersecting' | 'line' | 'ray' | 'segment'): LibImage {
  const both = (x1: number, y1: number, x2: number, y2: number) =>
    seg(x1, y1, x2, y2) + arrowHead(x2, y2, x2 - x1, y2 - y1) + arrowHead(x1, y1, x1 - x2, y1 - y2);
  const drawings: Record<typeof kind, { body: string; alt: string }> = {
    parallel: {
      body: both(20, 50, 180, 30) + both(20, 110, 180, 90),
      alt: 'Two lines that never cross, always the same distance apart',
    },
    perpendicular: {
      body: both(20, 75, 180, 75) + both(100, 10, 100, 135) + rightMark(100, 75, 1, 0, 0, -1),
      alt: 'Two lines that cross and form square corners, marked with a small square',
    },
    intersecting: {
      body: both(20, 120, 180, 25) + both(20, 40, 180, 110),
      alt: 'Two lines that cross but do not form square corners',
    },
    line: {
      body: both(20, 75, 180, 75) + dot(60, 75) + dot(140, 75) + label(60, 100, 'A') + label(140, 100, 'B'),
      alt: 'A straight path through points A and B with arrows on both ends',
    },
    ray: {
      body:
        seg(30, 75, 180, 75) +
        arrowHead(180, 75, 1, 0) +
        dot(30, 75) +
        dot(110, 75) +
        label(30, 100, 'A') +
        label(110, 100, 'B'),
      alt: 'A straight path that starts at point A, passes through point B and has an arrow on one end only',
    },
    segment: {
      body: seg(40, 75, 160, 75) + dot(40, 75) + dot(160, 75) + label(40, 100, 'A') + label(160, 100, 'B'),
      alt: 'A straight path from point A to point B with no arrows: it stops at both points',
    },
  };
  const d = drawings[kind];
  return image(`lines-${kind}`, d.alt, 200, 145, d.body);
}

// ---------------------------------------------------------------- number lines and clocks

export interface NumberLineSpec {
  name: string;
  alt: string;
  /** Number of equal intervals between the ends. */
  intervals: number;
  /** Labels under tick marks, by tick index (0 = left end). */
  labels: Record<number, string>;
  /** Tick indexes that get a dot, with an optional letter above. */
  points?: { at: number; letter?: string }[];
}

/** A number line with equally spaced ticks, labels under some ticks and dots on some. */
export function numberLine(spec: NumberLineSpec): LibImage {
  const [x0, x1, y] = [25, 355, 45];
  const step = (x1 - x0) / spec.intervals;
  const ticks = Array.from({ length: spec.intervals + 1 }, (_, i) =>
    seg(x0 + i * step, y - 9, x0 + i * step, y + 9),
  ).join('');
  const labels = Object.entries(spec.labels)
    .map(([i, s]) => label(x0 + Number(i) * step, y + 30, s, { size: 15 }))
    .join('');
  const points = (spec.points ?? [])
    .map(
      (p) =>
        dot(x0 + p.at * step, y, 7, ACCENT) +
        (p.letter ? label(x0 + p.at * step, y - 16, p.letter, { bold: true }) : ''),
    )
    .join('');
  return image(
    spec.name,
    spec.alt,
    380,
    90,
    seg(x0 - 15, y, x1 + 15, y) + arrowHead(x1 + 17, y, 1, 0) + arrowHead(x0 - 17, y, -1, 0) + ticks + labels + points,
  );
}

/**
 * The solutions of an inequality on a number line from `from` to `to` (integers): a circle at `value`
 * (filled when included) and a ray to the left or right.
 */
export function inequalityLine(
  from: number,
  to: number,
  value: number,
  direction: 'left' | 'right',
  closed: boolean,
): LibImage {
  const [x0, x1, y] = [25, 355, 45];
  const intervals = to - from;
  const step = (x1 - x0) / intervals;
  const X = (v: number) => x0 + (v - from) * step;
  const ticks = Array.from(
    { length: intervals + 1 },
    (_, i) => seg(x0 + i * step, y - 8, x0 + i * step, y + 8) + label(x0 + i * step, y + 28, from + i, { size: 13 }),
  ).join('');
  const end = direction === 'right' ? x1 + 12 : x0 - 12;
  const ray =
    seg(X(value), y, end, y, { color: '#2563eb', width: 5 }) +
    arrowHead(end + (direction === 'right' ? 6 : -6), y, direction === 'right' ? 1 : -1, 0, '#2563eb');
  const circle = `<circle cx="${r2(X(value))}" cy="${y}" r="7" fill="${closed ? '#2563eb' : '#ffffff'}" stroke="#2563eb" stroke-width="3"/>`;
  const word = direction === 'right' ? 'greater' : 'less';
  return image(
    `inequality-${from}-${to}-${direction}-${closed ? 'closed' : 'open'}-${value}`
      .replace(/--/g, '-minus-')
      .replace(/^-/, 'minus-'),
    `A number line from ${from} to ${to} with ${closed ? 'a filled-in' : 'an open'} circle at ${value} and a ray shaded to the ${direction}: all numbers ${word} than ${closed ? 'or equal to ' : ''}${value}`,
    380,
    90,
    seg(x0 - 15, y, x1 + 15, y) + ticks + ray + circle,
  );
}

/** A number line from 0 to 1 cut into `d` equal parts, with a dot at n/d. */
export function fractionPoint(n: number, d: number): LibImage {
  return numberLine({
    name: `number-line-${n}-of-${d}`,
    alt: `A number line from 0 to 1 divided into ${d} equal parts, with a dot on tick mark ${n} after 0`,
    intervals: d,
    labels: { 0: '0', [d]: '1' },
    points: [{ at: n }],
  });
}

const HOUR_WORDS = ['12', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'];

/** An analog clock. */
export function clock(hour: number, minute: number): LibImage {
  const [cx, cy, r] = [80, 80, 70];
  const numbers = HOUR_WORDS.map((h, i) => {
    const a = (i * 30 - 90) * (Math.PI / 180);
    return label(cx + 54 * Math.cos(a), cy + 54 * Math.sin(a) + 5, h, { size: 14 });
  }).join('');
  const ticks = Array.from({ length: 60 }, (_, i) => {
    const a = (i * 6 - 90) * (Math.PI / 180);
    const inner = i % 5 === 0 ? 62 : 66;
    return seg(cx + inner * Math.cos(a), cy + inner * Math.sin(a), cx + r * Math.cos(a), cy + r * Math.sin(a), {
      width: i % 5 === 0 ? 2 : 1,
    });
  }).join('');
  const ha = (((hour % 12) + minute / 60) * 30 - 90) * (Math.PI / 180);
  const ma = (minute * 6 - 90) * (Math.PI / 180);
  const hourAt = ((hour % 12) + minute / 60) % 12;
  const minuteMark = minute / 5;
  const hourText =
    minute === 0
      ? `on the ${HOUR_WORDS[hour % 12]}`
      : `between the ${HOUR_WORDS[Math.floor(hourAt)]} and the ${HOUR_WORDS[(Math.floor(hourAt) + 1) % 12]}`;
  const minuteText = Number.isInteger(minuteMark)
    ? `on the ${HOUR_WORDS[minuteMark % 12]}`
    : `${minute % 5} small marks past the ${HOUR_WORDS[Math.floor(minuteMark) % 12]}`;
  return image(
    `clock-${hour}-${String(minute).padStart(2, '0')}`,
    `A clock with the short hour hand ${hourText} and the long minute hand ${minuteText}`,
    160,
    160,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" stroke="${INK}" stroke-width="3"/>` +
      ticks +
      numbers +
      seg(cx, cy, cx + 34 * Math.cos(ha), cy + 34 * Math.sin(ha), { width: 5 }) +
      seg(cx, cy, cx + 56 * Math.cos(ma), cy + 56 * Math.sin(ma), { width: 3, color: '#2563eb' }) +
      dot(cx, cy, 4),
  );
}

// ---------------------------------------------------------------- data displays

export interface BarGraphSpec {
  name: string;
  title: string;
  categories: string[];
  values: number[];
  /** Gridline interval of the scale. */
  step: number;
  max: number;
  yTitle: string;
}

/** A vertical bar graph with a scaled axis. */
export function barGraph(g: BarGraphSpec): LibImage {
  const [left, right, top, bottom] = [58, 380, 40, 235];
  const y = (v: number) => bottom - ((bottom - top) * v) / g.max;
  const lines: string[] = [];
  for (let v = 0; v <= g.max; v += g.step)
    lines.push(
      seg(left, y(v), right, y(v), { color: GRID, width: 1 }) +
        label(left - 6, y(v) + 5, v, { size: 12, anchor: 'end' }),
    );
  const slot = (right - left) / g.categories.length;
  const bars = g.categories
    .map((c, i) => {
      const v = g.values[i] as number;
      const x = left + i * slot + slot * 0.2;
      return `<rect x="${r2(x)}" y="${r2(y(v))}" width="${r2(slot * 0.6)}" height="${r2(bottom - y(v))}" fill="${FILL}" stroke="${INK}" stroke-width="1.5"/>${label(x + slot * 0.3, bottom + 18, c, { size: 12 })}`;
    })
    .join('');
  return image(
    g.name,
    `Bar graph titled ${g.title}. ${g.categories.map((c, i) => `${c}: ${g.values[i]}`).join('; ')}. The scale counts by ${g.step}.`,
    400,
    270,
    label(200, 22, g.title, { bold: true, size: 15 }) +
      lines.join('') +
      seg(left, top - 5, left, bottom) +
      seg(left, bottom, right, bottom) +
      bars +
      `<text x="16" y="${(top + bottom) / 2}" font-family="${FONT}" font-size="12" text-anchor="middle" fill="${INK}" transform="rotate(-90 16 ${(top + bottom) / 2})">${esc(g.yTitle)}</text>`,
  );
}

export interface DotPlotSpec {
  name: string;
  title: string;
  /** Tick labels, left to right. */
  ticks: string[];
  /** Dots above each tick. */
  counts: number[];
}

/** A dot plot: a number line with a stack of dots above each value. */
export function dotPlot(p: DotPlotSpec): LibImage {
  const tallest = Math.max(...p.counts);
  const h = Math.min(400, 90 + tallest * 18);
  const base = h - 40;
  const [x0, x1] = [30, 370];
  const step = (x1 - x0) / Math.max(1, p.ticks.length - 1);
  const ticks = p.ticks
    .map(
      (t, i) =>
        seg(x0 + i * step, base - 6, x0 + i * step, base + 6) + label(x0 + i * step, base + 24, t, { size: 13 }),
    )
    .join('');
  const dots = p.counts
    .flatMap((n, i) => Array.from({ length: n }, (_, k) => dot(x0 + i * step, base - 16 - k * 18, 7, '#2563eb')))
    .join('');
  return image(
    p.name,
    `Dot plot titled ${p.title}. ${p.ticks.map((t, i) => `${t}: ${p.counts[i]} ${p.counts[i] === 1 ? 'dot' : 'dots'}`).join('; ')}.`,
    400,
    h,
    label(200, 20, p.title, { bold: true, size: 15 }) + seg(x0 - 15, base, x1 + 15, base) + ticks + dots,
  );
}

export interface PlotSpec {
  name: string;
  alt: string;
  xLabel: string;
  yLabel: string;
  /** Axis ends and gridline steps (first quadrant). */
  xMax: number;
  yMax: number;
  xStep: number;
  yStep: number;
  points: { x: number; y: number; letter?: string }[];
  /** Join the points with a line (a graph of a relationship). */
  connect?: boolean;
  /** More lines, each through its own points (systems of equations). */
  lines?: { x: number; y: number }[][];
}

/** A first-quadrant grid with points: scatterplots, graphs of relationships, ordered pairs. */
export function plot(p: PlotSpec): LibImage {
  const [left, right, top, bottom] = [52, 380, 15, 250];
  const X = (v: number) => left + ((right - left) * v) / p.xMax;
  const Y = (v: number) => bottom - ((bottom - top) * v) / p.yMax;
  const grid: string[] = [];
  for (let v = 0; v <= p.xMax + 1e-9; v += p.xStep)
    grid.push(seg(X(v), top, X(v), bottom, { color: GRID, width: 1 }) + label(X(v), bottom + 16, r2(v), { size: 11 }));
  for (let v = 0; v <= p.yMax + 1e-9; v += p.yStep)
    grid.push(
      seg(left, Y(v), right, Y(v), { color: GRID, width: 1 }) +
        label(left - 5, Y(v) + 4, r2(v), { size: 11, anchor: 'end' }),
    );
  const path = p.connect
    ? `<polyline points="${p.points.map((q) => `${r2(X(q.x))},${r2(Y(q.y))}`).join(' ')}" fill="none" stroke="#2563eb" stroke-width="2.5"/>`
    : '';
  const more = (p.lines ?? [])
    .map(
      (line) =>
        `<polyline points="${line.map((q) => `${r2(X(q.x))},${r2(Y(q.y))}`).join(' ')}" fill="none" stroke="${ACCENT}" stroke-width="2.5"/>`,
    )
    .join('');
  const pts = p.points
    .map(
      (q) =>
        dot(X(q.x), Y(q.y), 5, p.connect ? '#2563eb' : INK) +
        (q.letter ? label(X(q.x) + 8, Y(q.y) - 7, q.letter, { bold: true, anchor: 'start' }) : ''),
    )
    .join('');
  return image(
    p.name,
    p.alt,
    400,
    295,
    grid.join('') +
      seg(left, top, left, bottom) +
      seg(left, bottom, right, bottom) +
      path +
      more +
      pts +
      label((left + right) / 2, 288, p.xLabel, { size: 12 }) +
      `<text x="12" y="${(top + bottom) / 2}" font-family="${FONT}" font-size="12" text-anchor="middle" fill="${INK}" transform="rotate(-90 12 ${(top + bottom) / 2})">${esc(p.yLabel)}</text>`,
  );
}

export interface CoordinateFigure {
  points: [number, number][];
  letters?: string[];
  dashed?: boolean;
}

/** A four-quadrant grid from -range to range with figures (polygons) or single points. */
export function coordinatePlane(name: string, alt: string, range: number, figures: CoordinateFigure[]): LibImage {
  const size = 300;
  const unit = (size - 40) / (2 * range);
  const c = size / 2;
  const P = (x: number, y: number) => [c + x * unit, c - y * unit] as const;
  const grid: string[] = [];
  for (let v = -range; v <= range; v += 1) {
    grid.push(seg(P(v, -range)[0], P(v, -range)[1], P(v, range)[0], P(v, range)[1], { color: GRID, width: 1 }));
    grid.push(seg(P(-range, v)[0], P(-range, v)[1], P(range, v)[0], P(range, v)[1], { color: GRID, width: 1 }));
    if (v !== 0 && v % 2 === 0) {
      grid.push(label(P(v, 0)[0], P(v, 0)[1] + 14, v, { size: 10 }));
      grid.push(label(P(0, v)[0] - 5, P(0, v)[1] + 4, v, { size: 10, anchor: 'end' }));
    }
  }
  const axes =
    seg(P(-range, 0)[0], P(-range, 0)[1], P(range, 0)[0], P(range, 0)[1]) +
    seg(P(0, -range)[0], P(0, -range)[1], P(0, range)[0], P(0, range)[1]) +
    label(P(range, 0)[0] + 8, P(range, 0)[1] + 4, 'x', { size: 13, anchor: 'start' }) +
    label(P(0, range)[0], P(0, range)[1] - 6, 'y', { size: 13 });
  const shapes = figures
    .map((f) => {
      const pts = f.points.map(([x, y]) => P(x, y));
      const body =
        pts.length > 2 ? shape(pts, f.dashed ? 'rgba(245,158,11,0.35)' : 'rgba(124,196,240,0.6)', f.dashed) : '';
      const dots = pts.map(([x, y]) => dot(x, y, 4)).join('');
      const letters = (f.letters ?? [])
        .map((l, i) => {
          const [x, y] = pts[i] as readonly [number, number];
          return label(x + 7, y - 6, l, { bold: true, anchor: 'start', size: 13 });
        })
        .join('');
      return body + dots + letters;
    })
    .join('');
  return image(name, alt, size + 20, size, grid.join('') + axes + shapes);
}

export interface BoxPlotSpec {
  name: string;
  title: string;
  axisMin: number;
  axisMax: number;
  step: number;
  /** One or two plots: [label, min, q1, median, q3, max]. */
  boxes: [string, number, number, number, number, number][];
}

/** One or two box plots over a shared number line. */
export function boxPlot(b: BoxPlotSpec): LibImage {
  const [x0, x1] = [90, 380];
  const X = (v: number) => x0 + ((x1 - x0) * (v - b.axisMin)) / (b.axisMax - b.axisMin);
  const rowH = 60;
  const axisY = 40 + b.boxes.length * rowH;
  const boxes = b.boxes
    .map(([name, min, q1, med, q3, max], i) => {
      const y = 45 + i * rowH;
      return (
        label(10, y + 5, name, { anchor: 'start', size: 13, bold: true }) +
        seg(X(min), y, X(q1), y) +
        seg(X(q3), y, X(max), y) +
        seg(X(min), y - 10, X(min), y + 10) +
        seg(X(max), y - 10, X(max), y + 10) +
        `<rect x="${r2(X(q1))}" y="${y - 16}" width="${r2(X(q3) - X(q1))}" height="32" fill="${FILL}" stroke="${INK}" stroke-width="2"/>` +
        seg(X(med), y - 16, X(med), y + 16, { width: 3 })
      );
    })
    .join('');
  const ticks: string[] = [];
  for (let v = b.axisMin; v <= b.axisMax; v += b.step)
    ticks.push(seg(X(v), axisY - 5, X(v), axisY + 5) + label(X(v), axisY + 20, v, { size: 11 }));
  return image(
    b.name,
    `Box plot titled ${b.title}. ${b.boxes
      .map(
        ([n, min, q1, med, q3, max]) =>
          `${n}: minimum ${min}, first quartile ${q1}, median ${med}, third quartile ${q3}, maximum ${max}`,
      )
      .join('. ')}.`,
    400,
    axisY + 35,
    label(200, 18, b.title, { bold: true, size: 14 }) + boxes + seg(x0 - 5, axisY, x1 + 5, axisY) + ticks.join(''),
  );
}

/** A stem-and-leaf plot drawn as a table with its key. */
export function stemAndLeaf(name: string, title: string, rows: [number, number[]][], key: string): LibImage {
  const h = 70 + rows.length * 26 + 26;
  const body =
    label(200, 20, title, { bold: true, size: 15 }) +
    label(110, 48, 'Stem', { bold: true }) +
    label(200, 48, 'Leaf', { bold: true, anchor: 'start' }) +
    seg(150, 32, 150, 56 + rows.length * 26) +
    seg(80, 56, 360, 56) +
    rows
      .map(
        ([stem, leaves], i) =>
          label(110, 78 + i * 26, stem) + label(170, 78 + i * 26, leaves.join('  '), { anchor: 'start' }),
      )
      .join('') +
    label(200, h - 12, key, { size: 13 });
  return image(
    name,
    `Stem-and-leaf plot titled ${title}. ${rows.map(([s, l]) => `Stem ${s}: leaves ${l.join(', ') || 'none'}`).join('; ')}. Key: ${key}.`,
    400,
    h,
    body,
  );
}

/** A circle graph with a legend of percents. */
export function circleGraph(name: string, title: string, slices: { label: string; percent: number }[]): LibImage {
  const [cx, cy, r] = [100, 115, 80];
  const colors = ['#7cc4f0', '#f59e0b', '#34d399', '#f472b6', '#a78bfa', '#fbbf24'];
  let start = -Math.PI / 2;
  const wedges = slices
    .map((s, i) => {
      const sweep = (s.percent / 100) * 2 * Math.PI;
      const [x1, y1] = [cx + r * Math.cos(start), cy + r * Math.sin(start)];
      const [x2, y2] = [cx + r * Math.cos(start + sweep), cy + r * Math.sin(start + sweep)];
      const large = sweep > Math.PI ? 1 : 0;
      start += sweep;
      return `<path d="M${cx},${cy} L${r2(x1)},${r2(y1)} A${r},${r} 0 ${large} 1 ${r2(x2)},${r2(y2)} Z" fill="${colors[i % colors.length]}" stroke="${INK}" stroke-width="1.5"/>`;
    })
    .join('');
  const legend = slices
    .map(
      (s, i) =>
        `<rect x="210" y="${60 + i * 26}" width="16" height="16" fill="${colors[i % colors.length]}" stroke="${INK}"/>` +
        label(232, 73 + i * 26, `${s.label}: ${s.percent}%`, { anchor: 'start', size: 13 }),
    )
    .join('');
  return image(
    name,
    `Circle graph titled ${title}. ${slices.map((s) => `${s.label}: ${s.percent} percent`).join('; ')}.`,
    400,
    210,
    label(200, 20, title, { bold: true, size: 15 }) + wedges + legend,
  );
}

// ---------------------------------------------------------------- figures with measurements

/** A rectangle labeled with its length and width. */
export function labeledRectangle(length: string, width: string, ratio = 1.8): LibImage {
  const w = 220;
  const h = Math.min(130, Math.max(50, w / ratio));
  const [x, y] = [60, 20];
  return image(
    `rect-${length}-by-${width}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/-+$/, ''),
    `A rectangle with a length of ${length} and a width of ${width}`,
    320,
    h + 60,
    shape([
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ]) +
      label(x + w / 2, y + h + 22, length, { size: 15 }) +
      label(x - 8, y + h / 2 + 5, width, { size: 15, anchor: 'end' }),
  );
}

/**
 * An L-shaped figure: a rectangle `width` x `height` with the top-right corner `cutW` x `cutH` removed; every
 * side labeled in `unit`.
 */
export function lShape(width: number, height: number, cutW: number, cutH: number, unit: string): LibImage {
  const s = Math.min(200 / width, 180 / height);
  const [ox, oy] = [60, 20];
  const P = (x: number, y: number) => [ox + x * s, oy + y * s] as [number, number];
  const pts = [P(0, 0), P(width - cutW, 0), P(width - cutW, cutH), P(width, cutH), P(width, height), P(0, height)];
  const u = (n: number) => `${n} ${unit}`;
  return image(
    `l-shape-${width}-${height}-${cutW}-${cutH}-${unit}`.replace(/[^a-z0-9-]/g, ''),
    `An L-shaped figure. Bottom side ${u(width)}, left side ${u(height)}, top side ${u(width - cutW)}, right side ${u(
      height - cutH,
    )}; the notch at the top right is ${u(cutW)} wide and ${u(cutH)} deep.`,
    320,
    Math.round(height * s + 60),
    shape(pts) +
      label(ox + (width * s) / 2, oy + height * s + 20, u(width)) +
      label(ox - 6, oy + (height * s) / 2, u(height), { anchor: 'end' }) +
      label(ox + ((width - cutW) * s) / 2, oy - 5, u(width - cutW)) +
      label(ox + width * s + 6, oy + ((cutH + height) * s) / 2, u(height - cutH), { anchor: 'start' }) +
      label(ox + (width - cutW / 2) * s, oy + cutH * s - 6, u(cutW)) +
      label(ox + (width - cutW) * s - 6, oy + (cutH * s) / 2 + 5, u(cutH), { anchor: 'end', size: 12 }),
  );
}

/** A rectangular prism labeled with its length, width and height. */
export function labeledPrism(length: string, width: string, height: string): LibImage {
  const [x, y, w, h, dx, dy] = [75, 90, 160, 90, 55, 45];
  const body =
    shape([
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ]) +
    shape(
      [
        [x, y],
        [x + dx, y - dy],
        [x + w + dx, y - dy],
        [x + w, y],
      ],
      '#b9e0f8',
    ) +
    shape(
      [
        [x + w, y],
        [x + w + dx, y - dy],
        [x + w + dx, y + h - dy],
        [x + w, y + h],
      ],
      '#5aa9d6',
    ) +
    label(x + w / 2, y + h + 22, length, { size: 15 }) +
    label(x + w + dx / 2 + 12, y + h - dy / 2 + 16, width, { size: 15, anchor: 'start' }) +
    label(x - 8, y + h / 2 + 5, height, { size: 15, anchor: 'end' });
  return image(
    `prism-${length}-${width}-${height}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/-+$/, ''),
    `A rectangular prism with a length of ${length}, a width of ${width} and a height of ${height}`,
    340,
    210,
    body,
  );
}

/** A circle with its radius or diameter drawn and labeled. */
export function labeledCircle(kind: 'radius' | 'diameter', text: string): LibImage {
  const [cx, cy, r] = [110, 95, 80];
  const line =
    kind === 'radius'
      ? seg(cx, cy, cx + r, cy, { width: 2.5, color: ACCENT }) + label(cx + r / 2, cy - 8, text, { size: 15 })
      : seg(cx - r, cy, cx + r, cy, { width: 2.5, color: ACCENT }) + label(cx, cy - 8, text, { size: 15 });
  return image(
    `circle-${kind}-${text}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/-+$/, ''),
    `A circle with its ${kind} drawn and labeled ${text}`,
    220,
    190,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${FILL}" stroke="${INK}" stroke-width="2"/>${dot(cx, cy, 4)}${line}`,
  );
}

/** A right triangle with its legs and hypotenuse labeled (use '?' for the unknown side). */
export function rightTriangle(legA: string, legB: string, hyp: string): LibImage {
  const [x0, y0, x1, y1] = [60, 170, 300, 30];
  return image(
    `right-triangle-${legA}-${legB}-${hyp}`
      .toLowerCase()
      .replace(/\?/g, 'x')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/-+$/, ''),
    `A right triangle. The vertical leg is labeled ${legA}, the horizontal leg is labeled ${legB} and the hypotenuse is labeled ${
      hyp === '?' ? 'with a question mark' : hyp
    }`,
    340,
    210,
    shape([
      [x0, y0],
      [x0, y1],
      [x1, y0],
    ]) +
      rightMark(x0, y0, 1, 0, 0, -1, 14) +
      label(x0 - 8, (y0 + y1) / 2 + 5, legA, { size: 15, anchor: 'end' }) +
      label((x0 + x1) / 2, y0 + 24, legB, { size: 15 }) +
      label((x0 + x1) / 2 + 16, (y0 + y1) / 2 - 8, hyp, { size: 15, anchor: 'start' }),
  );
}

/** A triangle drawn to scale with two angle measures given and the third marked x. */
export function triangleAngles(a: number, b: number): LibImage {
  const rad = (d: number) => (d * Math.PI) / 180;
  let base = 270;
  const apexFor = (len: number) => {
    const d = (len * Math.sin(rad(b))) / Math.sin(rad(a + b));
    return [30 + d * Math.cos(rad(a)), 170 - d * Math.sin(rad(a))] as const;
  };
  let apex = apexFor(base);
  if (apex[1] < 20) {
    base *= 150 / (170 - apex[1]);
    apex = apexFor(base);
  }
  const pts: [number, number][] = [
    [30, 170],
    [30 + base, 170],
    [apex[0], apex[1]],
  ];
  return image(
    `triangle-angles-${a}-${b}`,
    `A triangle. The bottom left angle measures ${a} degrees, the bottom right angle measures ${b} degrees and the top angle is labeled x degrees`,
    330,
    200,
    shape(pts) +
      label(30 + 22, 164, `${a}°`, { anchor: 'start' }) +
      label(30 + base - 22, 164, `${b}°`, { anchor: 'end' }) +
      label(apex[0], apex[1] + 30, 'x°'),
  );
}
