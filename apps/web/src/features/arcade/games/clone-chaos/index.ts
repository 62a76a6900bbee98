import type { KAPLAYCtx } from 'kaplay';
import { drawBoggie, drawStar } from '../common/boggie-art';
import {
  axisX,
  axisY,
  createPointerPad,
  createRoundView,
  drawHud,
  drawRoundText,
  endRound,
  runMathMoment,
} from '../common/boggie-hud';
import { createRng } from '../common/random';
import type { GameDefinition } from '../types';
import {
  ARENA,
  activeClones,
  answerMath,
  type ChaosState,
  CLONE_EVERY,
  clonePos,
  cloneStart,
  createChaos,
  elapsed,
  MAX_CLONES,
  R,
  ROUND_SECONDS,
  stepChaos,
  TICK,
  WARN_SECONDS,
} from './logic';

// Clone Chaos (game 15): the arena where your own past moves come back as clones. Fixed 1/60 s ticks keep the
// replay exact; dots ahead of each clone show where it is about to go.

const TINTS: [number, number, number][] = [
  [96, 165, 250],
  [192, 132, 252],
  [251, 146, 60],
  [244, 114, 182],
  [45, 212, 191],
  [250, 204, 21],
  [248, 113, 113],
  [148, 163, 184],
];

function drawArena(k: KAPLAYCtx): void {
  k.drawRect({ pos: k.vec2(0, 0), width: 960, height: 540, color: k.rgb(30, 27, 75) });
  k.drawRect({
    pos: k.vec2(ARENA.left, ARENA.top),
    width: ARENA.right - ARENA.left,
    height: ARENA.bottom - ARENA.top,
    radius: 18,
    color: k.rgb(49, 46, 129),
    outline: { width: 4, color: k.rgb(129, 140, 248) },
  });
  for (let x = ARENA.left + 80; x < ARENA.right; x += 80) {
    k.drawLine({
      p1: k.vec2(x, ARENA.top + 4),
      p2: k.vec2(x, ARENA.bottom - 4),
      width: 1,
      color: k.rgb(79, 70, 229),
      opacity: 0.5,
    });
  }
  for (let y = ARENA.top + 80; y < ARENA.bottom; y += 80) {
    k.drawLine({
      p1: k.vec2(ARENA.left + 4, y),
      p2: k.vec2(ARENA.right - 4, y),
      width: 1,
      color: k.rgb(79, 70, 229),
      opacity: 0.5,
    });
  }
}

function drawClones(k: KAPLAYCtx, s: ChaosState): void {
  const n = activeClones(s);
  for (let i = 0; i < n; i++) {
    if (s.removed[i]) continue;
    const p = clonePos(s, i);
    if (!p) continue;
    const tint = TINTS[i % TINTS.length]!;
    for (let a = 1; a <= 3; a++) {
      const q = clonePos(s, i, a * 15);
      if (q)
        k.drawCircle({
          pos: k.vec2(q.x, q.y),
          radius: 7 - a,
          color: k.rgb(tint[0], tint[1], tint[2]),
          opacity: 0.7 - a * 0.15,
        });
    }
    drawBoggie(k, { x: p.x, y: p.y, r: R, tint, opacity: 0.85, mood: 'wow' });
    k.drawText({ text: String(i + 1), pos: k.vec2(p.x, p.y - R - 16), size: 18, anchor: 'center', color: k.WHITE });
  }
  const next = Math.floor((s.tick * TICK) / CLONE_EVERY);
  if (next >= MAX_CLONES) return;
  const untilNext = (cloneStart(next) - s.tick) * TICK;
  if (untilNext > WARN_SECONDS) return;
  const pulse = 0.5 + 0.5 * Math.sin(s.tick * 0.4);
  k.drawCircle({
    pos: k.vec2(s.path[0]!, s.path[1]!),
    radius: R * 2 + pulse * 8,
    fill: false,
    outline: { width: 4, color: k.rgb(250, 204, 21) },
  });
  k.drawText({
    text: `Clone ${next + 1}!`,
    pos: k.vec2(s.path[0]!, s.path[1]! - R * 2 - 22),
    size: 22,
    anchor: 'center',
    color: k.rgb(250, 204, 21),
  });
}

const game: GameDefinition = {
  id: 15,
  controls: {
    keyboard: 'Arrow keys or WASD to move Boggie.',
    touch: 'Touch and hold where Boggie should go; it walks toward your finger.',
  },
  start(host) {
    const { k } = host;
    const rng = createRng(host.seed);
    const s = createChaos(rng);
    const round = createRoundView(
      'Grab stars! Every 10 s a clone copies your old moves. Keep moving and never touch a clone!',
      300,
    );
    const pad = createPointerPad(k);
    let acc = 0;

    const direction = (): [number, number] => {
      const kx = axisX(k);
      const ky = axisY(k);
      if (kx !== 0 || ky !== 0) return [kx, ky];
      const p = pad.first();
      if (!p) return [0, 0];
      const dx = p.x - s.x;
      const dy = p.y - s.y;
      const d = Math.hypot(dx, dy);
      if (d < 6) return [0, 0];
      const f = Math.min(1, d / 40) / d;
      return [dx * f, dy * f];
    };

    k.onUpdate(() => {
      if (round.ending) return;
      const dt = Math.min(k.dt(), 0.25);
      const [dx, dy] = direction();
      acc += dt;
      while (acc >= TICK && !s.waiting && !s.over) {
        acc -= TICK;
        round.elapsed += TICK;
        stepChaos(s, dx, dy, rng);
        playEvents();
      }
      if (s.over)
        endRound(host, round, s.score, s.won, s.won ? `You outran ${activeClones(s)} clones!` : 'The clones got you!');
    });

    function playEvents(): void {
      for (const e of s.events) {
        if (e === 'star') host.sfx('score');
        else if (e === 'clone') host.sfx('power');
        else if (e === 'hit') {
          host.sfx('hit');
          k.shake(5);
        } else if (e === 'ask') {
          acc = 0;
          runMathMoment(host, (ok) => answerMath(s, ok));
        }
      }
    }

    k.onDraw(() => {
      drawArena(k);
      drawStar(k, s.starX, s.starY, 18 + Math.sin(s.tick * 0.15) * 2, s.tick * 0.03);
      drawClones(k, s);
      const blink = s.invulnerable > 0 && Math.floor(s.invulnerable * 10) % 2 === 0;
      drawBoggie(k, {
        x: s.x,
        y: s.y,
        r: R + 2,
        facing: s.facing,
        opacity: blink ? 0.45 : 1,
        mood: s.invulnerable > 1.5 ? 'ouch' : 'happy',
      });
      drawHud(k, s.score, ROUND_SECONDS - elapsed(s), s.lives, `Clones ${activeClones(s)}`);
      drawRoundText(k, round);
    });
  },
};

export default game;
