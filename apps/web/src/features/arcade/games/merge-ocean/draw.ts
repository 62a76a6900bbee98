import type { KAPLAYCtx } from 'kaplay';
import { NAMES, RADII, TANK } from './logic';

// Merge Ocean's sea creatures, each a round body with big eyes and its own feature (fins, claws, tentacles,
// shell, spout), and the tank they swim in.

type K = KAPLAYCtx;

const COLORS: [number, number, number][] = [
  [251, 146, 160],
  [249, 115, 22],
  [250, 204, 21],
  [220, 38, 38],
  [192, 132, 252],
  [236, 72, 153],
  [34, 197, 94],
  [96, 165, 250],
  [30, 64, 175],
];

function eyes(k: K, x: number, y: number, r: number): void {
  const e = Math.max(3, r * 0.2);
  for (const side of [-1, 1]) {
    k.drawCircle({ pos: k.vec2(x + side * r * 0.32, y - r * 0.18), radius: e, color: k.WHITE });
    k.drawCircle({
      pos: k.vec2(x + side * r * 0.32 + e * 0.2, y - r * 0.15),
      radius: e * 0.55,
      color: k.rgb(15, 23, 42),
    });
  }
  k.drawCircle({ pos: k.vec2(x, y + r * 0.2), radius: r * 0.16, start: 0, end: 180, color: k.rgb(15, 23, 42) });
}

function feature(k: K, tier: number, x: number, y: number, r: number, t: number): void {
  const [cr, cg, cb] = COLORS[tier]!;
  const dark = k.rgb(cr * 0.6, cg * 0.6, cb * 0.6);
  if (tier === 0) {
    k.drawLine({ p1: k.vec2(x - r * 0.3, y - r * 0.9), p2: k.vec2(x - r * 0.7, y - r * 1.5), width: 2, color: dark });
    k.drawLine({ p1: k.vec2(x + r * 0.3, y - r * 0.9), p2: k.vec2(x + r * 0.7, y - r * 1.5), width: 2, color: dark });
  } else if (tier === 1 || tier === 2 || tier === 7) {
    k.drawTriangle({
      p1: k.vec2(x + r * 0.8, y),
      p2: k.vec2(x + r * 1.35, y - r * 0.5),
      p3: k.vec2(x + r * 1.35, y + r * 0.5),
      color: dark,
    });
    k.drawTriangle({
      p1: k.vec2(x - r * 0.3, y - r * 0.9),
      p2: k.vec2(x + r * 0.3, y - r * 0.9),
      p3: k.vec2(x, y - r * 1.3),
      color: dark,
    });
    if (tier === 1)
      k.drawRect({
        pos: k.vec2(x + r * 0.05, y - r * 0.95),
        width: r * 0.25,
        height: r * 1.9,
        color: k.WHITE,
        opacity: 0.85,
      });
    if (tier === 2)
      for (let i = 0; i < 6; i++)
        k.drawCircle({ pos: k.vec2(x + Math.cos(i) * r * 0.7, y + Math.sin(i) * r * 0.7), radius: 2, color: dark });
  } else if (tier === 3) {
    for (const side of [-1, 1])
      k.drawCircle({ pos: k.vec2(x + side * r * 1.05, y - r * 0.45), radius: r * 0.32, color: dark });
  } else if (tier === 4 || tier === 5) {
    for (let i = 0; i < 5; i++) {
      const tx = x + (i - 2) * r * 0.38;
      const wig = Math.sin(t * 4 + i) * r * 0.12;
      k.drawLine({
        p1: k.vec2(tx, y + r * 0.7),
        p2: k.vec2(tx + wig, y + r * 1.25),
        width: Math.max(3, r * 0.12),
        color: dark,
      });
    }
  } else if (tier === 6) {
    k.drawCircle({ pos: k.vec2(x, y + r * 0.05), radius: r * 0.62, color: k.rgb(21, 128, 61), opacity: 0.55 });
    for (const side of [-1, 1])
      k.drawCircle({ pos: k.vec2(x + side * r * 0.9, y + r * 0.6), radius: r * 0.22, color: dark });
  } else if (tier === 8) {
    const spout = 1 + Math.sin(t * 3) * 0.2;
    k.drawLine({
      p1: k.vec2(x, y - r * 0.95),
      p2: k.vec2(x, y - r * (1.15 + 0.15 * spout)),
      width: 4,
      color: k.rgb(186, 230, 253),
    });
    k.drawCircle({ pos: k.vec2(x - 8, y - r * (1.2 + 0.15 * spout)), radius: 6, color: k.rgb(186, 230, 253) });
    k.drawCircle({ pos: k.vec2(x + 8, y - r * (1.2 + 0.15 * spout)), radius: 6, color: k.rgb(186, 230, 253) });
  }
}

/** Draws one sea creature of a tier, centred on (x, y), at radius r (defaults to its tank size). */
export function drawCreature(k: K, tier: number, x: number, y: number, t: number, r = RADII[tier] ?? 16): void {
  const [cr, cg, cb] = COLORS[tier] ?? [255, 255, 255];
  feature(k, tier, x, y, r, t);
  k.drawCircle({
    pos: k.vec2(x, y),
    radius: r,
    color: k.rgb(cr, cg, cb),
    outline: { width: 2, color: k.rgb(cr * 0.5, cg * 0.5, cb * 0.5) },
  });
  k.drawCircle({ pos: k.vec2(x - r * 0.35, y - r * 0.45), radius: r * 0.18, color: k.WHITE, opacity: 0.45 });
  if (tier === 6)
    k.drawCircle({ pos: k.vec2(x, y + r * 0.15), radius: r * 0.5, color: k.rgb(21, 128, 61), opacity: 0.35 });
  eyes(k, x, y, r);
}

/** Draws the sea, the glass tank, the sand and the red line. */
export function drawTank(k: K, t: number, danger: number): void {
  k.drawRect({ pos: k.vec2(0, 0), width: 960, height: 540, gradient: [k.rgb(14, 116, 144), k.rgb(8, 47, 73)] });
  for (let i = 0; i < 10; i++) {
    const y = 540 - (((t * 40 + i * 67) % 600) + 20);
    k.drawCircle({
      pos: k.vec2(40 + i * 97 + Math.sin(t + i) * 8, y),
      radius: 3 + (i % 3) * 2,
      color: k.rgb(186, 230, 253),
      opacity: 0.5,
    });
  }
  k.drawRect({
    pos: k.vec2(TANK.left - 8, 60),
    width: TANK.right - TANK.left + 16,
    height: TANK.bottom - 52,
    radius: 10,
    color: k.rgb(224, 242, 254),
    opacity: 0.12,
  });
  k.drawRect({
    pos: k.vec2(TANK.left - 8, TANK.bottom),
    width: TANK.right - TANK.left + 16,
    height: 20,
    radius: 6,
    color: k.rgb(253, 224, 71),
  });
  k.drawRect({
    pos: k.vec2(TANK.left - 12, 60),
    width: 6,
    height: TANK.bottom - 40,
    color: k.rgb(224, 242, 254),
    opacity: 0.8,
  });
  k.drawRect({
    pos: k.vec2(TANK.right + 6, 60),
    width: 6,
    height: TANK.bottom - 40,
    color: k.rgb(224, 242, 254),
    opacity: 0.8,
  });
  for (let x = TANK.left; x < TANK.right; x += 24) {
    k.drawRect({
      pos: k.vec2(x, TANK.line - 2),
      width: 14,
      height: 4,
      color: k.rgb(248, 113, 113),
      opacity: 0.6 + danger * 0.4,
    });
  }
}

/** Draws the chain of creatures on the left so players know what merges into what. */
export function drawChain(k: K, biggest: number, t: number): void {
  k.drawRect({ pos: k.vec2(16, 64), width: 250, height: 460, radius: 14, color: k.rgb(15, 23, 42), opacity: 0.55 });
  k.drawText({ text: 'Merge chain', pos: k.vec2(141, 84), size: 20, anchor: 'center', color: k.rgb(254, 240, 138) });
  for (let i = 0; i < NAMES.length; i++) {
    const y = 122 + i * 45;
    drawCreature(k, i, 50, y, t, 16);
    k.drawText({
      text: NAMES[i]!,
      pos: k.vec2(80, y),
      size: 20,
      anchor: 'left',
      color: i <= biggest ? k.WHITE : k.rgb(148, 163, 184),
    });
  }
}
