import type { KAPLAYCtx } from 'kaplay';
import { FIELD } from '../types';
import { drawBubble, hex } from './underwater-art';

// The underwater games' shared scenery and heads-up display: water, light rays, sand, kelp, drifting bubbles, the
// score bar and the "how to play" banner, all readable (light text on dark panels).

/** Draws the sea behind a game: a gradient, slanted light rays, rising bubbles and, unless `floor` is false, sand
 * and swaying kelp. `t` is the game's clock, so it all stops while the game is paused. */
export function drawSea(k: KAPLAYCtx, t: number, opts: { floor?: boolean; depth?: number } = {}): void {
  const depth = Math.min(1, Math.max(0, opts.depth ?? 0));
  const top = depth > 0.5 ? '#0c2e4a' : '#0e5a7e';
  k.drawRect({
    pos: k.vec2(0, 0),
    width: FIELD.width,
    height: FIELD.height,
    gradient: [hex(k, top), hex(k, '#061a2e')],
  });
  for (let i = 0; i < 4; i++) {
    const x = 120 + i * 240 + Math.sin(t * 0.3 + i) * 30;
    k.drawPolygon({
      pts: [k.vec2(x, 0), k.vec2(x + 70, 0), k.vec2(x - 60, FIELD.height), k.vec2(x - 160, FIELD.height)],
      color: hex(k, '#7dd3fc'),
      opacity: 0.05 * (1 - depth),
    });
  }
  for (let i = 0; i < 10; i++) {
    const speed = 30 + (i % 4) * 12;
    const y = FIELD.height - ((t * speed + i * 97) % (FIELD.height + 40));
    const x = ((i * 173) % FIELD.width) + Math.sin(t * 2 + i) * 8;
    drawBubble(k, x, y, 3 + (i % 3) * 2, 0.4);
  }
  if (opts.floor === false) return;
  k.drawRect({ pos: k.vec2(0, FIELD.height - 26), width: FIELD.width, height: 26, color: hex(k, '#c2a36b') });
  for (let i = 0; i < 7; i++) drawKelp(k, 40 + i * 145, FIELD.height - 20, 70 + (i % 3) * 30, t + i);
}

/** One swaying strand of kelp growing up from (x, baseY). */
export function drawKelp(k: KAPLAYCtx, x: number, baseY: number, height: number, t: number): void {
  const pts = [];
  for (let i = 0; i <= 5; i++) {
    const f = i / 5;
    pts.push(k.vec2(x + Math.sin(t * 1.5 + f * 3) * 10 * f, baseY - height * f));
  }
  k.drawLines({ pts, width: 7, color: hex(k, '#15803d'), opacity: 0.85 });
}

/** The top bar: score on the left, a centre text (time, wave) and a right text (lives, oxygen), in light text
 * on a dark strip. */
export function drawHud(k: KAPLAYCtx, left: string, centre: string, right: string): void {
  k.drawRect({ pos: k.vec2(0, 0), width: FIELD.width, height: 40, color: hex(k, '#020617'), opacity: 0.55 });
  const white = hex(k, '#f8fafc');
  k.drawText({ text: left, pos: k.vec2(14, 8), size: 24, color: white });
  k.drawText({ text: centre, pos: k.vec2(FIELD.width / 2, 8), size: 24, color: hex(k, '#fde68a'), anchor: 'top' });
  k.drawText({ text: right, pos: k.vec2(FIELD.width - 14, 8), size: 24, color: white, anchor: 'topright' });
}

/** The "how to play" banner, shown for the round's first seconds and faded out by `t` (seconds since start). */
export function drawHowTo(k: KAPLAYCtx, text: string, t: number, y = FIELD.height - 70, shownFor = 5): void {
  if (t > shownFor) return;
  const opacity = Math.min(1, shownFor - t);
  k.drawRect({
    pos: k.vec2(FIELD.width / 2, y),
    width: 900,
    height: 56,
    anchor: 'center',
    radius: 12,
    color: hex(k, '#020617'),
    opacity: 0.75 * opacity,
  });
  k.drawText({
    text,
    pos: k.vec2(FIELD.width / 2, y),
    size: 22,
    width: 870,
    align: 'center',
    anchor: 'center',
    color: hex(k, '#f8fafc'),
    opacity,
  });
}

/** A big centred message (e.g. "Wave 3!", "Game over") with a dark backing, for moments between play. */
export function drawMessage(k: KAPLAYCtx, text: string, opacity = 1, y = FIELD.height / 2): void {
  if (opacity <= 0) return;
  k.drawRect({
    pos: k.vec2(FIELD.width / 2, y),
    width: 620,
    height: 90,
    anchor: 'center',
    radius: 16,
    color: hex(k, '#020617'),
    opacity: 0.7 * opacity,
  });
  k.drawText({ text, pos: k.vec2(FIELD.width / 2, y), size: 40, anchor: 'center', color: hex(k, '#fde68a'), opacity });
}

/** Formats seconds left as m:ss for the HUD. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Hearts for lives, as text the HUD can show. */
export function hearts(n: number): string {
  return n > 0 ? '♥'.repeat(Math.min(n, 9)) : '-';
}
