import type { Color, KAPLAYCtx, Vec2 } from 'kaplay';

// Boggie, the arcade's mascot, and the props of the land games (berries, rocks, stars, platforms, mountains,
// bolts), drawn with KAPLAY primitives only: no image files. Unit shapes are built once and scaled when drawn.

type K = KAPLAYCtx;

/** How to draw Boggie this frame. */
export interface BoggieLook {
  x: number;
  y: number;
  /** Radius of the round body, in game units. */
  r: number;
  /** 1 = round; below 1 squashed flat (landing, ducking); above 1 stretched tall (jumping). */
  squash?: number;
  /** Which way the eyes look: -1 left, 1 right, 0 ahead. */
  facing?: number;
  mood?: 'happy' | 'ouch' | 'wow';
  opacity?: number;
  /** Body colour; clones and ghosts use others. */
  tint?: [number, number, number];
}

const GREEN: [number, number, number] = [104, 204, 92];

/** Draws Boggie: a round green body with big eyes, a leaf sprout and little feet, centred on (x, y). */
export function drawBoggie(k: K, look: BoggieLook): void {
  const { x, y, r } = look;
  const sq = look.squash ?? 1;
  const rx = r * (2 - sq);
  const ry = r * sq;
  const op = look.opacity ?? 1;
  const [cr, cg, cb] = look.tint ?? GREEN;
  const body = k.rgb(cr, cg, cb);
  const dark = k.rgb(cr * 0.3, cg * 0.45, cb * 0.35);
  const face = look.facing ?? 0;
  // feet
  k.drawEllipse({
    pos: k.vec2(x - rx * 0.45, y + ry * 0.92),
    radiusX: r * 0.32,
    radiusY: r * 0.16,
    color: dark,
    opacity: op,
  });
  k.drawEllipse({
    pos: k.vec2(x + rx * 0.45, y + ry * 0.92),
    radiusX: r * 0.32,
    radiusY: r * 0.16,
    color: dark,
    opacity: op,
  });
  // sprout
  k.drawLine({
    p1: k.vec2(x, y - ry * 0.95),
    p2: k.vec2(x + r * 0.1, y - ry * 1.3),
    width: Math.max(2, r * 0.08),
    color: dark,
    opacity: op,
  });
  k.drawEllipse({
    pos: k.vec2(x + r * 0.28, y - ry * 1.32),
    radiusX: r * 0.24,
    radiusY: r * 0.12,
    color: k.rgb(150, 230, 110),
    opacity: op,
  });
  // body and belly
  k.drawEllipse({
    pos: k.vec2(x, y),
    radiusX: rx,
    radiusY: ry,
    color: body,
    opacity: op,
    outline: { width: Math.max(2, r * 0.1), color: dark },
  });
  k.drawEllipse({
    pos: k.vec2(x, y + ry * 0.35),
    radiusX: rx * 0.6,
    radiusY: ry * 0.45,
    color: k.rgb(196, 240, 170),
    opacity: op,
  });
  // eyes
  const eyeY = y - ry * 0.22;
  const eyeR = r * 0.3;
  for (const side of [-1, 1]) {
    const ex = x + side * rx * 0.36;
    k.drawCircle({
      pos: k.vec2(ex, eyeY),
      radius: eyeR,
      color: k.WHITE,
      opacity: op,
      outline: { width: 2, color: dark },
    });
    if (look.mood === 'ouch') {
      k.drawLine({
        p1: k.vec2(ex - eyeR * 0.5, eyeY - eyeR * 0.4),
        p2: k.vec2(ex + eyeR * 0.5, eyeY + eyeR * 0.4),
        width: 3,
        color: dark,
        opacity: op,
      });
      k.drawLine({
        p1: k.vec2(ex - eyeR * 0.5, eyeY + eyeR * 0.4),
        p2: k.vec2(ex + eyeR * 0.5, eyeY - eyeR * 0.4),
        width: 3,
        color: dark,
        opacity: op,
      });
      continue;
    }
    const px = ex + face * eyeR * 0.35;
    k.drawCircle({ pos: k.vec2(px, eyeY + eyeR * 0.1), radius: eyeR * 0.55, color: k.rgb(25, 30, 40), opacity: op });
    k.drawCircle({ pos: k.vec2(px + eyeR * 0.2, eyeY - eyeR * 0.15), radius: eyeR * 0.2, color: k.WHITE, opacity: op });
  }
  // cheeks and mouth
  k.drawCircle({
    pos: k.vec2(x - rx * 0.62, y + ry * 0.15),
    radius: r * 0.12,
    color: k.rgb(255, 140, 150),
    opacity: op * 0.7,
  });
  k.drawCircle({
    pos: k.vec2(x + rx * 0.62, y + ry * 0.15),
    radius: r * 0.12,
    color: k.rgb(255, 140, 150),
    opacity: op * 0.7,
  });
  const mouthY = y + ry * 0.2;
  if (look.mood === 'wow' || look.mood === 'ouch') {
    k.drawCircle({ pos: k.vec2(x, mouthY + r * 0.05), radius: r * 0.13, color: dark, opacity: op });
  } else {
    k.drawCircle({ pos: k.vec2(x, mouthY), radius: r * 0.2, start: 0, end: 180, color: dark, opacity: op });
  }
}

function unitStar(points: number, inner: number): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < points * 2; i++) {
    const a = (Math.PI * i) / points - Math.PI / 2;
    const rr = i % 2 === 0 ? 1 : inner;
    pts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
  }
  return pts;
}

function unitBlob(n: number, wobble: number[]): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const a = (Math.PI * 2 * i) / n;
    const rr = wobble[i % wobble.length] ?? 1;
    pts.push([Math.cos(a) * rr, Math.sin(a) * rr * 0.85]);
  }
  return pts;
}

let starPts: Vec2[] | null = null;
let rockPts: Vec2[] | null = null;

/** Draws a five-pointed star (collectibles, sparkles); the unit shape is built once. */
export function drawStar(k: K, x: number, y: number, r: number, angle = 0, color?: Color, opacity = 1): void {
  starPts ??= unitStar(5, 0.45).map(([px, py]) => k.vec2(px, py));
  k.drawPolygon({
    pts: starPts,
    pos: k.vec2(x, y),
    scale: r,
    angle,
    color: color ?? k.rgb(255, 214, 64),
    opacity,
    outline: { width: 2 / Math.max(r, 1), color: k.rgb(170, 110, 0) },
  });
}

/** Draws a grey lumpy rock, the thing to avoid in several games. */
export function drawRock(k: K, x: number, y: number, r: number, angle = 0): void {
  rockPts ??= unitBlob(9, [1, 0.86, 1.05, 0.9, 1, 0.82, 0.97, 1.04, 0.88]).map(([px, py]) => k.vec2(px, py));
  k.drawPolygon({ pts: rockPts, pos: k.vec2(x, y), scale: r, angle, color: k.rgb(120, 116, 124) });
  k.drawCircle({ pos: k.vec2(x - r * 0.3, y - r * 0.25), radius: r * 0.18, color: k.rgb(160, 156, 164) });
  k.drawCircle({ pos: k.vec2(x + r * 0.25, y + r * 0.2), radius: r * 0.12, color: k.rgb(90, 86, 96) });
}

export type BerryKind = 'straw' | 'blue' | 'gold';

/** Draws a berry: red strawberry, blueberry or a shiny golden berry. */
export function drawBerry(k: K, x: number, y: number, r: number, kind: BerryKind): void {
  if (kind === 'blue') {
    k.drawCircle({
      pos: k.vec2(x, y),
      radius: r,
      color: k.rgb(70, 90, 220),
      outline: { width: 2, color: k.rgb(30, 40, 120) },
    });
    k.drawCircle({ pos: k.vec2(x - r * 0.35, y - r * 0.35), radius: r * 0.25, color: k.rgb(170, 190, 255) });
    drawStar(k, x, y - r * 0.75, r * 0.35, 0, k.rgb(40, 50, 130));
    return;
  }
  const body = kind === 'gold' ? k.rgb(255, 200, 40) : k.rgb(230, 40, 60);
  k.drawEllipse({
    pos: k.vec2(x, y + r * 0.1),
    radiusX: r * 0.9,
    radiusY: r,
    color: body,
    outline: { width: 2, color: k.rgb(120, 20, 30) },
  });
  for (const [dx, dy] of SEEDS) {
    k.drawCircle({ pos: k.vec2(x + dx * r, y + dy * r), radius: Math.max(1.5, r * 0.08), color: k.rgb(255, 240, 160) });
  }
  k.drawEllipse({ pos: k.vec2(x, y - r * 0.85), radiusX: r * 0.6, radiusY: r * 0.22, color: k.rgb(60, 170, 60) });
  if (kind === 'gold') drawStar(k, x + r * 0.8, y - r * 0.8, r * 0.35, 0, k.WHITE);
}

const SEEDS: [number, number][] = [
  [-0.35, -0.1],
  [0.3, -0.15],
  [0, 0.25],
  [-0.3, 0.45],
  [0.35, 0.4],
];
