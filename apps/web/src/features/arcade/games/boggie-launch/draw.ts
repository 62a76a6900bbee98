import type { KAPLAYCtx } from 'kaplay';
import { drawBoggie } from '../common/boggie-art';
import { drawCloud, drawMountains, drawSky } from '../common/boggie-scenery';
import { type Block, GROUND, type Target } from './levels';
import { BALL_R, type LaunchState, previewPoint, SLING } from './logic';

// Boggie Launch's pictures: the hillside, the slingshot, the blocks and the grumpy zap-bugs.

type K = KAPLAYCtx;

/** Draws the sky, hills and ground. */
export function drawScenery(k: K): void {
  drawSky(k, k.rgb(147, 197, 253), k.rgb(219, 234, 254));
  drawCloud(k, 300, 110, 1.2);
  drawCloud(k, 640, 70, 0.9);
  drawMountains(k, 80, GROUND, k.rgb(134, 239, 172), 120, 420);
  k.drawRect({ pos: k.vec2(0, GROUND), width: 960, height: 60, color: k.rgb(101, 163, 13) });
  k.drawRect({ pos: k.vec2(0, GROUND), width: 960, height: 10, color: k.rgb(132, 204, 22) });
}

/** Draws one block: wood with grain, stone (cracked after one hit) or see-through ice. */
export function drawBlock(k: K, b: Block): void {
  if (!b.alive) return;
  const pos = k.vec2(b.x, b.y);
  if (b.kind === 'ice') {
    k.drawRect({
      pos,
      width: b.w,
      height: b.h,
      radius: 4,
      color: k.rgb(165, 243, 252),
      opacity: 0.75,
      outline: { width: 2, color: k.rgb(34, 211, 238) },
    });
    k.drawLine({ p1: k.vec2(b.x + 8, b.y + 8), p2: k.vec2(b.x + 16, b.y + 4), width: 3, color: k.WHITE });
    return;
  }
  if (b.kind === 'stone') {
    k.drawRect({
      pos,
      width: b.w,
      height: b.h,
      radius: 4,
      color: k.rgb(148, 163, 184),
      outline: { width: 2, color: k.rgb(71, 85, 105) },
    });
    if (b.hp < 2) {
      k.drawLines({
        pts: [
          k.vec2(b.x + b.w * 0.3, b.y),
          k.vec2(b.x + b.w * 0.5, b.y + b.h * 0.5),
          k.vec2(b.x + b.w * 0.4, b.y + b.h),
        ],
        width: 2,
        color: k.rgb(51, 65, 85),
      });
    }
    return;
  }
  k.drawRect({
    pos,
    width: b.w,
    height: b.h,
    radius: 3,
    color: k.rgb(217, 119, 6),
    outline: { width: 2, color: k.rgb(120, 53, 15) },
  });
  k.drawLine({
    p1: k.vec2(b.x + 5, b.y + b.h * 0.35),
    p2: k.vec2(b.x + b.w - 5, b.y + b.h * 0.35),
    width: 2,
    color: k.rgb(146, 64, 14),
  });
  if (b.h > 20)
    k.drawLine({
      p1: k.vec2(b.x + 5, b.y + b.h * 0.7),
      p2: k.vec2(b.x + b.w - 5, b.y + b.h * 0.7),
      width: 2,
      color: k.rgb(146, 64, 14),
    });
}

/** Draws a grumpy purple zap-bug. */
export function drawBug(k: K, t: Target, time: number): void {
  if (!t.alive) return;
  const wob = Math.sin(time * 5 + t.x) * 1.5;
  const dark = k.rgb(59, 7, 100);
  k.drawLine({ p1: k.vec2(t.x - 6, t.y - t.r + 2), p2: k.vec2(t.x - 10, t.y - t.r - 10 + wob), width: 2, color: dark });
  k.drawLine({ p1: k.vec2(t.x + 6, t.y - t.r + 2), p2: k.vec2(t.x + 10, t.y - t.r - 10 - wob), width: 2, color: dark });
  k.drawCircle({ pos: k.vec2(t.x - 10, t.y - t.r - 11 + wob), radius: 3, color: k.rgb(250, 204, 21) });
  k.drawCircle({ pos: k.vec2(t.x + 10, t.y - t.r - 11 - wob), radius: 3, color: k.rgb(250, 204, 21) });
  k.drawCircle({ pos: k.vec2(t.x, t.y), radius: t.r, color: k.rgb(168, 85, 247), outline: { width: 2, color: dark } });
  for (const side of [-1, 1]) {
    k.drawCircle({ pos: k.vec2(t.x + side * 6, t.y - 3), radius: 5, color: k.WHITE });
    k.drawCircle({ pos: k.vec2(t.x + side * 6 - 1, t.y - 2), radius: 2.5, color: dark });
    k.drawLine({ p1: k.vec2(t.x + side * 11, t.y - 11), p2: k.vec2(t.x + side * 2, t.y - 7), width: 3, color: dark });
  }
  k.drawRect({ pos: k.vec2(t.x - 5, t.y + 7), width: 10, height: 3, color: dark });
}

/** Draws the slingshot, its bands while aiming, the aiming dots and Boggie. */
export function drawSlingAndBall(k: K, s: LaunchState): void {
  const brown = k.rgb(120, 53, 15);
  k.drawRect({ pos: k.vec2(SLING.x - 6, SLING.y + 10), width: 12, height: GROUND - SLING.y - 10, color: brown });
  k.drawLine({ p1: k.vec2(SLING.x, SLING.y + 14), p2: k.vec2(SLING.x - 18, SLING.y - 20), width: 10, color: brown });
  k.drawLine({ p1: k.vec2(SLING.x, SLING.y + 14), p2: k.vec2(SLING.x + 18, SLING.y - 20), width: 10, color: brown });
  const aiming = s.phase === 'aim' && s.shotsLeft > 0;
  if (aiming) {
    for (let i = 1; i <= 9; i++) {
      const p = previewPoint(s.angle, s.power, i * 0.07);
      k.drawCircle({ pos: k.vec2(p.x, p.y), radius: 6 - i * 0.4, color: k.WHITE, opacity: 1 - i * 0.08 });
    }
    drawPowerMeter(k, s);
  }
  const b = s.ball;
  if (s.phase === 'aim' && s.shotsLeft <= 0) return;
  if (aiming)
    k.drawLine({ p1: k.vec2(SLING.x - 18, SLING.y - 20), p2: k.vec2(b.x, b.y), width: 4, color: k.rgb(68, 64, 60) });
  const spin = s.phase === 'fly' ? Math.max(0.85, 1 - Math.abs(b.vy) / 4000) : 1;
  drawBoggie(k, { x: b.x, y: b.y, r: BALL_R, squash: spin, facing: 1, mood: s.phase === 'fly' ? 'wow' : 'happy' });
  if (aiming)
    k.drawLine({ p1: k.vec2(SLING.x + 18, SLING.y - 20), p2: k.vec2(b.x, b.y), width: 4, color: k.rgb(68, 64, 60) });
}

function drawPowerMeter(k: K, s: LaunchState): void {
  const x = 40;
  const y = 300;
  k.drawRect({ pos: k.vec2(x, y), width: 26, height: 150, radius: 8, color: k.rgb(15, 23, 42), opacity: 0.75 });
  const h = 142 * s.power;
  k.drawRect({
    pos: k.vec2(x + 4, y + 146 - h),
    width: 18,
    height: h,
    radius: 6,
    color: k.rgb(250 * s.power + 5, 200 - 120 * s.power, 60),
  });
  k.drawText({
    text: `${Math.round(s.angle)}°`,
    pos: k.vec2(x + 13, y - 18),
    size: 22,
    anchor: 'center',
    color: k.rgb(15, 23, 42),
  });
}

/** Draws the shots left as little Boggies next to the sling. */
export function drawShotsLeft(k: K, s: LaunchState): void {
  for (let i = 0; i < s.shotsLeft; i++) drawBoggie(k, { x: 90 - i * 30, y: GROUND - 14, r: 12 });
}
