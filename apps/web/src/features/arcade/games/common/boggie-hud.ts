import { MAX_POINTS_PER_SECOND } from '@clearsheets/shared';
import type { KAPLAYCtx, Vec2 } from 'kaplay';
import type { GameHost } from '../types';

// What every Boggie game shares around its rules: the score/time/lives bar, the "how to play" line of the first
// seconds, the end banner, keyboard axes, multi-touch buttons, a safe math moment and an honest finish.

type K = KAPLAYCtx;

/** Caps a score at the honest rate for the time played (the server's rule), so no bonus can make it implausible. */
export function honestScore(score: number, elapsedSeconds: number): number {
  return Math.max(0, Math.min(Math.round(score), Math.floor(elapsedSeconds * MAX_POINTS_PER_SECOND)));
}

/** Asks the math question without ever rejecting: a failed dialog counts as a wrong answer. */
export function askMathSafely(host: GameHost): Promise<boolean> {
  return host.askMath().catch(() => false);
}

/** The math moment a round asked for: the answer goes to the round's logic, a right one with the power-up sound. */
export function runMathMoment(host: GameHost, answer: (right: boolean) => void): void {
  void askMathSafely(host).then((right) => {
    answer(right);
    if (right) host.sfx('power');
  });
}

/** Ends the round once: plays the end sound, shows the banner for a moment, then reports the capped score. */
export function endRound(host: GameHost, round: RoundView, score: number, won: boolean, message: string): void {
  if (round.ending) return;
  round.ending = true;
  round.banner = message;
  host.sfx(won ? 'win' : 'lose');
  const final = honestScore(score, round.elapsed);
  host.k.wait(1.4, () => host.finish({ score: final, won }));
}

/** The shared round state the HUD draws: time played, the end banner once the round is over. */
export interface RoundView {
  elapsed: number;
  ending: boolean;
  banner: string;
  hint: string;
  /** Where the hint line sits (centre y), away from the action. */
  hintY: number;
}

/** Makes a round view with its "how to play" line. */
export function createRoundView(hint: string, hintY = 92): RoundView {
  return { elapsed: 0, ending: false, banner: '', hint, hintY };
}

function pill(k: K, x: number, y: number, w: number, text: string, anchorRight = false): void {
  const left = anchorRight ? x - w : x;
  k.drawRect({ pos: k.vec2(left, y), width: w, height: 40, radius: 12, color: k.rgb(15, 23, 42), opacity: 0.78 });
  k.drawText({ text, pos: k.vec2(left + w / 2, y + 21), size: 24, anchor: 'center', color: k.rgb(255, 255, 255) });
}

/** Draws the score (top left), time left (top centre) and lives as hearts (top right). */
export function drawHud(k: K, score: number, timeLeft: number | null, lives: number | null, extra?: string): void {
  pill(k, 12, 10, 190, `Score ${Math.round(score)}`);
  if (timeLeft !== null) {
    const t = Math.max(0, Math.ceil(timeLeft));
    pill(k, 400, 10, 160, `${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')}`);
  }
  if (extra) pill(k, timeLeft !== null ? 572 : 400, 10, 200, extra);
  if (lives !== null && lives > 0) {
    const w = lives * 34 + 20;
    k.drawRect({ pos: k.vec2(948 - w, 10), width: w, height: 40, radius: 12, color: k.rgb(15, 23, 42), opacity: 0.78 });
    for (let i = 0; i < lives; i++) drawHeart(k, 948 - w + 27 + i * 34, 30, 12);
  }
}

/** Draws a red heart centred on (x, y). */
export function drawHeart(k: K, x: number, y: number, s: number): void {
  const c = k.rgb(244, 63, 94);
  k.drawCircle({ pos: k.vec2(x - s * 0.5, y - s * 0.2), radius: s * 0.55, color: c });
  k.drawCircle({ pos: k.vec2(x + s * 0.5, y - s * 0.2), radius: s * 0.55, color: c });
  k.drawTriangle({ p1: k.vec2(x - s * 1.02, y), p2: k.vec2(x + s * 1.02, y), p3: k.vec2(x, y + s), color: c });
}

/** Draws the "how to play" line for the first five seconds, and the end banner once the round is over. */
export function drawRoundText(k: K, round: RoundView): void {
  if (round.elapsed < 5 && !round.ending) {
    const op = Math.min(1, (5 - round.elapsed) / 0.8);
    k.drawRect({
      pos: k.vec2(480, round.hintY),
      width: 920,
      height: 64,
      radius: 16,
      anchor: 'center',
      color: k.rgb(15, 23, 42),
      opacity: 0.82 * op,
    });
    k.drawText({
      text: round.hint,
      pos: k.vec2(480, round.hintY + 1),
      size: 22,
      width: 900,
      align: 'center',
      anchor: 'center',
      color: k.rgb(254, 240, 138),
      opacity: op,
    });
  }
  if (round.banner) drawBanner(k, round.banner);
}

/** Draws a big centred message (level up, game over). */
export function drawBanner(k: K, text: string, y = 250): void {
  k.drawRect({
    pos: k.vec2(480, y),
    width: 620,
    height: 100,
    radius: 24,
    anchor: 'center',
    color: k.rgb(15, 23, 42),
    opacity: 0.88,
  });
  k.drawText({
    text,
    pos: k.vec2(480, y + 2),
    size: 44,
    width: 600,
    align: 'center',
    anchor: 'center',
    color: k.rgb(255, 255, 255),
  });
}

/** Left/right from the arrows or A/D: -1, 0 or 1. */
export function axisX(k: K): number {
  return (k.isKeyDown(['right', 'd']) ? 1 : 0) - (k.isKeyDown(['left', 'a']) ? 1 : 0);
}

/** Up/down from the arrows or W/S: -1 (up), 0 or 1 (down). */
export function axisY(k: K): number {
  return (k.isKeyDown(['down', 's']) ? 1 : 0) - (k.isKeyDown(['up', 'w']) ? 1 : 0);
}

/** A round on-screen button for touch and mouse. */
export interface PadButton {
  x: number;
  y: number;
  r: number;
  label: string;
}

/** Every finger and the held mouse, in game units; several at once, so a phone can run and jump together. */
export interface PointerPad {
  isHeld(b: PadButton): boolean;
  /** The first pointer held, if any (for drag-to-move games). */
  first(): Vec2 | null;
}

/** Tracks touches by id (KAPLAY gives them in game units) plus the mouse. */
export function createPointerPad(k: K): PointerPad {
  const touches = new Map<number, Vec2>();
  k.onTouchStart((p, t) => touches.set(t.identifier, p));
  k.onTouchMove((p, t) => touches.set(t.identifier, p));
  k.onTouchEnd((_p, t) => touches.delete(t.identifier));
  const inside = (p: Vec2, b: PadButton) => (p.x - b.x) ** 2 + (p.y - b.y) ** 2 <= (b.r * 1.25) ** 2;
  return {
    isHeld(b) {
      if (k.isMouseDown() && inside(k.mousePos(), b)) return true;
      for (const p of touches.values()) if (inside(p, b)) return true;
      return false;
    },
    first() {
      if (k.isMouseDown()) return k.mousePos();
      for (const p of touches.values()) return p;
      return null;
    },
  };
}

/** Draws an on-screen button, brighter while held. */
export function drawPadButton(k: K, b: PadButton, held: boolean): void {
  k.drawCircle({
    pos: k.vec2(b.x, b.y),
    radius: b.r,
    color: k.rgb(255, 255, 255),
    opacity: held ? 0.5 : 0.22,
    outline: { width: 3, color: k.rgb(255, 255, 255) },
  });
  k.drawText({ text: b.label, pos: k.vec2(b.x, b.y + 1), size: 26, anchor: 'center', color: k.rgb(15, 23, 42) });
}

/** Runs `fn` in steps of at most 1/60 s covering this frame's dt (capped at 0.25 s), so a slow frame neither
 * slows the game down nor lets fast things pass through walls. */
export function forEachStep(dt: number, fn: (h: number) => void): void {
  let left = Math.min(dt, 0.25);
  while (left > 1e-6) {
    const h = Math.min(left, 1 / 60);
    fn(h);
    left -= h;
  }
}
