import type { Color, KAPLAYCtx, Vec2 } from 'kaplay';

// The land games' scenery, drawn with KAPLAY primitives: sky, clouds, mountains, platforms, lightning, the goal
// flag. (Boggie and the small props are in boggie-art.ts.)

type K = KAPLAYCtx;

/** Draws a grassy earth platform whose top-left corner is (x, y). */
export function drawPlatform(
  k: K,
  x: number,
  y: number,
  w: number,
  h: number,
  kind: 'grass' | 'stone' | 'cloud' = 'grass',
): void {
  if (kind === 'cloud') {
    k.drawRect({
      pos: k.vec2(x, y),
      width: w,
      height: h,
      radius: h / 2,
      color: k.rgb(240, 248, 255),
      outline: { width: 2, color: k.rgb(150, 180, 210) },
    });
    return;
  }
  const earth = kind === 'stone' ? k.rgb(110, 110, 130) : k.rgb(150, 96, 56);
  const top = kind === 'stone' ? k.rgb(170, 170, 190) : k.rgb(90, 190, 70);
  k.drawRect({ pos: k.vec2(x, y), width: w, height: h, radius: 6, color: earth });
  k.drawRect({ pos: k.vec2(x, y), width: w, height: Math.min(12, h), radius: 6, color: top });
}

/** Draws a sky gradient over the whole field (top colour to bottom colour). */
export function drawSky(k: K, top: Color, bottom: Color): void {
  k.drawRect({ pos: k.vec2(0, 0), width: 960, height: 540, gradient: [top, bottom] });
}

/** Draws a fluffy cloud of three circles. */
export function drawCloud(k: K, x: number, y: number, s: number, opacity = 0.9): void {
  const c = k.rgb(255, 255, 255);
  k.drawCircle({ pos: k.vec2(x, y), radius: 22 * s, color: c, opacity });
  k.drawCircle({ pos: k.vec2(x + 26 * s, y - 10 * s), radius: 28 * s, color: c, opacity });
  k.drawCircle({ pos: k.vec2(x + 56 * s, y), radius: 20 * s, color: c, opacity });
}

/** Draws a row of far mountains, scrolled by `offset` (parallax), with a base line at `baseY`. */
export function drawMountains(k: K, offset: number, baseY: number, color: Color, height = 160, width = 320): void {
  const start = -((offset % width) + width) % width;
  for (let x = start - width; x < 960 + width; x += width) {
    k.drawTriangle({
      p1: k.vec2(x, baseY),
      p2: k.vec2(x + width / 2, baseY - height),
      p3: k.vec2(x + width, baseY),
      color,
    });
    k.drawTriangle({
      p1: k.vec2(x + width * 0.38, baseY - height * 0.76),
      p2: k.vec2(x + width / 2, baseY - height),
      p3: k.vec2(x + width * 0.62, baseY - height * 0.76),
      color: k.rgb(245, 248, 255),
    });
  }
}

/** Draws a jagged lightning bolt from (x, top) down to (x, bottom); `phase` changes its zigzag each flash. */
export function drawBolt(k: K, x: number, top: number, bottom: number, phase: number, width = 8): void {
  const pts: Vec2[] = [];
  const steps = 8;
  for (let i = 0; i <= steps; i++) {
    const jig = i === 0 || i === steps ? 0 : Math.sin(phase * 7 + i * 2.3) * 22;
    pts.push(k.vec2(x + jig, top + ((bottom - top) * i) / steps));
  }
  k.drawLines({ pts, width: width * 2.2, color: k.rgb(120, 180, 255), opacity: 0.5 });
  k.drawLines({ pts, width, color: k.rgb(255, 250, 200) });
}

/** Draws a goal flag on a pole standing at (x, groundY). */
export function drawFlag(k: K, x: number, groundY: number, wave: number): void {
  k.drawRect({ pos: k.vec2(x - 3, groundY - 110), width: 6, height: 110, color: k.rgb(230, 230, 240) });
  const w = Math.sin(wave) * 6;
  k.drawTriangle({
    p1: k.vec2(x + 3, groundY - 108),
    p2: k.vec2(x + 60, groundY - 92 + w),
    p3: k.vec2(x + 3, groundY - 72),
    color: k.rgb(255, 90, 90),
  });
  k.drawCircle({ pos: k.vec2(x, groundY - 112), radius: 6, color: k.rgb(255, 214, 64) });
}
