import type { Color, KAPLAYCtx } from 'kaplay';

// Sea creatures drawn with KAPLAY's primitives (no images): the eight underwater games share them so they look
// like one family. Each helper draws around (x, y) at a size in game units; call them from an onDraw.

const colours = new Map<string, Color>();

/** A cached colour from a hex string, so drawing every frame doesn't parse or allocate colours. */
export function hex(k: KAPLAYCtx, value: string): Color {
  let c = colours.get(value);
  if (!c) {
    c = k.rgb(value);
    colours.set(value, c);
  }
  return c;
}

/** A fish facing right (facing 1) or left (-1): body, tail, fin and eye; `zombie` makes it grey-green and
 * stitched, for Fish VS Zombies. */
export function drawFish(
  k: KAPLAYCtx,
  x: number,
  y: number,
  size: number,
  colour: string,
  opts: { facing?: number; t?: number; zombie?: boolean } = {},
): void {
  const f = opts.facing ?? 1;
  const wag = Math.sin((opts.t ?? 0) * 8) * size * 0.12;
  const body = hex(k, colour);
  const tailX = x - f * size * 0.85;
  k.drawPolygon({
    pts: [
      k.vec2(x - f * size * 0.6, y),
      k.vec2(tailX - f * size * 0.35, y - size * 0.45 + wag),
      k.vec2(tailX - f * size * 0.35, y + size * 0.45 + wag),
    ],
    color: body,
  });
  k.drawEllipse({ pos: k.vec2(x, y), radiusX: size * 0.75, radiusY: size * 0.5, color: body });
  k.drawPolygon({
    pts: [
      k.vec2(x - f * size * 0.2, y - size * 0.4),
      k.vec2(x + f * size * 0.2, y - size * 0.4),
      k.vec2(x - f * size * 0.35, y - size * 0.75),
    ],
    color: body,
  });
  k.drawEllipse({
    pos: k.vec2(x - f * size * 0.05, y + size * 0.1),
    radiusX: size * 0.22,
    radiusY: size * 0.12,
    color: hex(k, '#ffffff'),
    opacity: 0.35,
  });
  const ex = x + f * size * 0.4;
  const ey = y - size * 0.12;
  k.drawCircle({ pos: k.vec2(ex, ey), radius: size * 0.16, color: hex(k, '#ffffff') });
  if (opts.zombie) {
    k.drawLine({ p1: k.vec2(ex - 6, ey - 6), p2: k.vec2(ex + 6, ey + 6), width: 3, color: hex(k, '#7f1d1d') });
    k.drawLine({ p1: k.vec2(ex - 6, ey + 6), p2: k.vec2(ex + 6, ey - 6), width: 3, color: hex(k, '#7f1d1d') });
    for (let i = -1; i <= 1; i++) {
      const sx = x - f * size * 0.15 + i * size * 0.18;
      k.drawLine({
        p1: k.vec2(sx, y + size * 0.05),
        p2: k.vec2(sx, y + size * 0.35),
        width: 2,
        color: hex(k, '#1f2937'),
      });
    }
  } else {
    k.drawCircle({ pos: k.vec2(ex + f * size * 0.04, ey), radius: size * 0.08, color: hex(k, '#0f172a') });
  }
}

/** A red crab with claws up and little legs that scuttle with t. */
export function drawCrab(k: KAPLAYCtx, x: number, y: number, size: number, colour = '#ef4444', t = 0): void {
  const c = hex(k, colour);
  const step = Math.sin(t * 12) * size * 0.1;
  for (let i = 0; i < 3; i++) {
    const dy = y + size * 0.1 + i * size * 0.14;
    k.drawLine({
      p1: k.vec2(x - size * 0.5, dy),
      p2: k.vec2(x - size * 0.95, dy + size * 0.3 + step),
      width: 3,
      color: c,
    });
    k.drawLine({
      p1: k.vec2(x + size * 0.5, dy),
      p2: k.vec2(x + size * 0.95, dy + size * 0.3 - step),
      width: 3,
      color: c,
    });
  }
  for (const s of [-1, 1]) {
    k.drawLine({
      p1: k.vec2(x + s * size * 0.5, y - size * 0.1),
      p2: k.vec2(x + s * size * 0.8, y - size * 0.6),
      width: 4,
      color: c,
    });
    k.drawCircle({ pos: k.vec2(x + s * size * 0.82, y - size * 0.7), radius: size * 0.22, color: c });
    k.drawCircle({ pos: k.vec2(x + s * size * 0.82, y - size * 0.84), radius: size * 0.1, color: hex(k, '#0b3b5a') });
  }
  k.drawEllipse({ pos: k.vec2(x, y + size * 0.1), radiusX: size * 0.65, radiusY: size * 0.42, color: c });
  for (const s of [-1, 1]) {
    k.drawLine({
      p1: k.vec2(x + s * size * 0.18, y - size * 0.2),
      p2: k.vec2(x + s * size * 0.22, y - size * 0.45),
      width: 2,
      color: c,
    });
    k.drawCircle({ pos: k.vec2(x + s * size * 0.22, y - size * 0.5), radius: size * 0.1, color: hex(k, '#ffffff') });
    k.drawCircle({ pos: k.vec2(x + s * size * 0.22, y - size * 0.5), radius: size * 0.05, color: hex(k, '#0f172a') });
  }
}

/** A see-through jellyfish: a dome and wavy tentacles that drift with t. */
export function drawJelly(k: KAPLAYCtx, x: number, y: number, size: number, colour = '#f0abfc', t = 0): void {
  const c = hex(k, colour);
  for (let i = -2; i <= 2; i++) {
    const tx = x + i * size * 0.22;
    const sway = Math.sin(t * 4 + i) * size * 0.15;
    k.drawLines({
      pts: [
        k.vec2(tx, y),
        k.vec2(tx + sway, y + size * 0.5),
        k.vec2(tx - sway, y + size),
        k.vec2(tx + sway, y + size * 1.3),
      ],
      width: 3,
      color: c,
      opacity: 0.8,
    });
  }
  k.drawCircle({ pos: k.vec2(x, y), radius: size * 0.65, start: 180, end: 360, color: c, opacity: 0.85 });
  k.drawEllipse({ pos: k.vec2(x, y), radiusX: size * 0.65, radiusY: size * 0.12, color: c });
  k.drawCircle({
    pos: k.vec2(x - size * 0.2, y - size * 0.35),
    radius: size * 0.12,
    color: hex(k, '#ffffff'),
    opacity: 0.6,
  });
}

/** A scallop shell: a fan of ribs on a hinge, in the given colour. */
export function drawShell(k: KAPLAYCtx, x: number, y: number, size: number, colour = '#fda4af'): void {
  const c = hex(k, colour);
  const dark = hex(k, '#7c2d12');
  k.drawCircle({ pos: k.vec2(x, y + size * 0.35), radius: size * 0.8, start: 180, end: 360, color: c });
  for (let i = 0; i <= 6; i++) {
    const a = Math.PI + (i / 6) * Math.PI;
    k.drawLine({
      p1: k.vec2(x, y + size * 0.35),
      p2: k.vec2(x + Math.cos(a) * size * 0.78, y + size * 0.35 + Math.sin(a) * size * 0.78),
      width: 2,
      color: dark,
      opacity: 0.5,
    });
  }
  k.drawRect({
    pos: k.vec2(x, y + size * 0.45),
    width: size * 0.5,
    height: size * 0.22,
    anchor: 'center',
    radius: 4,
    color: c,
  });
}

/** A shiny bubble: a pale ring with a highlight. */
export function drawBubble(k: KAPLAYCtx, x: number, y: number, r: number, opacity = 0.9, colour = '#bae6fd'): void {
  k.drawCircle({ pos: k.vec2(x, y), radius: r, color: hex(k, colour), opacity: opacity * 0.55 });
  k.drawCircle({ pos: k.vec2(x, y), radius: r * 0.8, color: hex(k, '#0b3b5a'), opacity: opacity * 0.25 });
  k.drawCircle({ pos: k.vec2(x - r * 0.35, y - r * 0.35), radius: r * 0.22, color: hex(k, '#ffffff'), opacity });
}

/** A yellow submarine facing right (1) or left (-1), with a periscope and a porthole. */
export function drawSub(k: KAPLAYCtx, x: number, y: number, size: number, colour = '#facc15', facing = 1): void {
  const c = hex(k, colour);
  k.drawRect({
    pos: k.vec2(x + facing * size * 0.1, y - size * 0.55),
    width: size * 0.35,
    height: size * 0.3,
    anchor: 'center',
    radius: 4,
    color: c,
  });
  k.drawLine({
    p1: k.vec2(x + facing * size * 0.2, y - size * 0.7),
    p2: k.vec2(x + facing * size * 0.2, y - size * 0.95),
    width: 4,
    color: c,
  });
  k.drawLine({
    p1: k.vec2(x + facing * size * 0.2, y - size * 0.95),
    p2: k.vec2(x + facing * size * 0.38, y - size * 0.95),
    width: 4,
    color: c,
  });
  k.drawEllipse({ pos: k.vec2(x, y), radiusX: size, radiusY: size * 0.48, color: c });
  k.drawPolygon({
    pts: [
      k.vec2(x - facing * size * 0.9, y),
      k.vec2(x - facing * size * 1.25, y - size * 0.35),
      k.vec2(x - facing * size * 1.25, y + size * 0.35),
    ],
    color: hex(k, '#f59e0b'),
  });
  for (let i = 0; i < 2; i++) {
    const px = x + facing * (size * 0.45 - i * size * 0.5);
    k.drawCircle({ pos: k.vec2(px, y), radius: size * 0.21, color: hex(k, '#78350f') });
    k.drawCircle({ pos: k.vec2(px, y), radius: size * 0.15, color: hex(k, '#0ea5e9') });
  }
}

/** A jewel for Sea Jewels: kind 0-6 picks shape and colour, so colour-blind players can tell them apart. */
export function drawGem(k: KAPLAYCtx, x: number, y: number, size: number, kind: number): void {
  const palette = ['#ef4444', '#22c55e', '#3b82f6', '#facc15', '#a855f7', '#f97316', '#f1f5f9'];
  const c = hex(k, palette[kind % palette.length] ?? '#ffffff');
  const sides = [4, 6, 3, 5, 8, 4, 0][kind % 7] ?? 0;
  if (sides === 0) k.drawCircle({ pos: k.vec2(x, y), radius: size * 0.8, color: c });
  else {
    const turn = kind === 5 ? Math.PI / 4 : -Math.PI / 2;
    const pts = [];
    for (let i = 0; i < sides; i++) {
      const a = turn + (i / sides) * Math.PI * 2;
      pts.push(k.vec2(x + Math.cos(a) * size * 0.9, y + Math.sin(a) * size * 0.9));
    }
    k.drawPolygon({ pts, color: c });
  }
  k.drawCircle({
    pos: k.vec2(x - size * 0.25, y - size * 0.25),
    radius: size * 0.18,
    color: hex(k, '#ffffff'),
    opacity: 0.7,
  });
}

/** A treasure chest, gold-trimmed; `open` shows the lid up and coins inside. */
export function drawChest(k: KAPLAYCtx, x: number, y: number, size: number, open = false): void {
  const wood = hex(k, '#92400e');
  const gold = hex(k, '#fbbf24');
  if (open) k.drawCircle({ pos: k.vec2(x, y - size * 0.2), radius: size * 0.45, color: gold });
  const lidY = open ? y - size * 0.9 : y - size * 0.5;
  for (const [cy, h] of [
    [y, 0.8],
    [lidY, 0.35],
  ] as const) {
    k.drawRect({
      pos: k.vec2(x, cy),
      width: size * 1.4 + 6,
      height: size * h + 6,
      anchor: 'center',
      radius: 6,
      color: gold,
    });
    k.drawRect({ pos: k.vec2(x, cy), width: size * 1.4, height: size * h, anchor: 'center', radius: 4, color: wood });
  }
  k.drawRect({
    pos: k.vec2(x, y - size * 0.25),
    width: size * 0.22,
    height: size * 0.28,
    anchor: 'center',
    color: gold,
  });
}
