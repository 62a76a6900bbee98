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
  forEachStep,
  runMathMoment,
} from '../common/boggie-hud';
import { drawBolt, drawFlag } from '../common/boggie-scenery';
import { createRng } from '../common/random';
import type { GameDefinition } from '../types';
import {
  answerMath,
  createZap,
  ROUND_SECONDS,
  STRIKE_TIME,
  SUMMIT,
  stepZap,
  WALL_LEFT,
  WALL_RIGHT,
  ZAP_HALF,
  type ZapState,
  zapScore,
} from './logic';

// Escape From Zap Mountain (game 16): climb the cliff; the camera keeps Boggie low on the screen so the player
// sees the zaps coming above and the storm rising below.

const BOGGIE_SCREEN_Y = 360;

function drawCliff(k: KAPLAYCtx, s: ZapState, cam: number): void {
  const dark = Math.min(1, s.time / 90);
  k.drawRect({
    pos: k.vec2(0, 0),
    width: 960,
    height: 540,
    gradient: [k.rgb(76 - 40 * dark, 29, 149 - 60 * dark), k.rgb(30, 41, 59)],
  });
  k.drawRect({
    pos: k.vec2(WALL_LEFT - 30, 0),
    width: WALL_RIGHT - WALL_LEFT + 60,
    height: 540,
    color: k.rgb(120, 98, 82),
  });
  const base = Math.floor((cam - 60) / 90);
  for (let row = base; row < base + 9; row++) {
    const y = BOGGIE_SCREEN_Y - (row * 90 - cam);
    for (let col = 0; col < 8; col++) {
      const x = WALL_LEFT + 30 + col * 88 + ((row * 37) % 40);
      k.drawEllipse({ pos: k.vec2(x, y), radiusX: 12, radiusY: 7, color: k.rgb(84, 66, 54) });
    }
    k.drawLine({
      p1: k.vec2(WALL_LEFT - 30, y + 40),
      p2: k.vec2(WALL_LEFT + 60 + ((row * 53) % 200), y + 50),
      width: 3,
      color: k.rgb(98, 80, 66),
    });
  }
  const summitY = BOGGIE_SCREEN_Y - (SUMMIT - cam);
  if (summitY > -40) {
    k.drawRect({ pos: k.vec2(0, summitY - 400), width: 960, height: 400, color: k.rgb(125, 211, 252) });
    k.drawRect({
      pos: k.vec2(WALL_LEFT - 30, summitY - 6),
      width: WALL_RIGHT - WALL_LEFT + 60,
      height: 12,
      color: k.rgb(241, 245, 249),
    });
    drawFlag(k, 480, summitY, s.time * 4);
  }
}

function drawZaps(k: KAPLAYCtx, s: ZapState): void {
  for (const z of s.zaps) {
    if (!z.struck) {
      const blink = Math.floor(z.t * 8) % 2 === 0;
      k.drawRect({
        pos: k.vec2(z.x - ZAP_HALF, 0),
        width: ZAP_HALF * 2,
        height: 540,
        color: k.rgb(250, 204, 21),
        opacity: blink ? 0.28 : 0.12,
      });
      k.drawText({ text: '!', pos: k.vec2(z.x, 140), size: 56, anchor: 'center', color: k.rgb(250, 204, 21) });
    } else {
      k.drawRect({
        pos: k.vec2(z.x - ZAP_HALF, 0),
        width: ZAP_HALF * 2,
        height: 540,
        color: k.rgb(224, 242, 254),
        opacity: 0.35 * (z.t / STRIKE_TIME),
      });
      drawBolt(k, z.x, 0, 540, z.t * 10, 10);
    }
  }
}

function drawStorm(k: KAPLAYCtx, s: ZapState, cam: number): void {
  const top = BOGGIE_SCREEN_Y - (s.fog - cam);
  if (top > 560) return;
  k.drawRect({
    pos: k.vec2(0, top),
    width: 960,
    height: Math.max(0, 560 - top),
    gradient: [k.rgb(139, 92, 246), k.rgb(46, 16, 101)],
    opacity: 0.9,
  });
  for (let i = 0; i < 12; i++) {
    const x = i * 84 + 30;
    k.drawCircle({
      pos: k.vec2(x, top + Math.sin(s.time * 3 + i) * 6),
      radius: 46,
      color: k.rgb(139, 92, 246),
      opacity: 0.9,
    });
  }
  if (Math.floor(s.time * 6) % 5 === 0) drawBolt(k, 120 + ((s.time * 300) % 700), top, top + 120, s.time, 4);
}

const game: GameDefinition = {
  id: 16,
  controls: {
    keyboard: 'Arrow keys or WASD to climb up, down and sideways.',
    touch: 'Touch and hold above Boggie to climb toward your finger.',
  },
  start(host) {
    const { k } = host;
    const rng = createRng(host.seed);
    const s = createZap();
    const round = createRoundView(
      'Climb to the top! Move out of the flashing yellow strips before the lightning strikes!',
      200,
    );
    const pad = createPointerPad(k);
    let cam = 0;

    const direction = (): [number, number] => {
      const kx = axisX(k);
      const ky = -axisY(k);
      if (kx !== 0 || ky !== 0) return [kx, ky];
      const p = pad.first();
      if (!p) return [0, 0];
      const dx = p.x - s.x;
      const dy = BOGGIE_SCREEN_Y - p.y;
      return [Math.abs(dx) > 14 ? Math.sign(dx) : 0, Math.abs(dy) > 24 ? Math.sign(dy) : 0];
    };

    k.onUpdate(() => {
      if (round.ending) return;
      const [dx, dy] = direction();
      forEachStep(k.dt(), (dt) => {
        round.elapsed += dt;
        stepZap(s, dt, dx, dy, rng);
        playEvents();
      });
      cam = s.y;
      if (s.over)
        endRound(
          host,
          round,
          zapScore(s),
          s.won,
          s.won ? 'You escaped Zap Mountain!' : s.lives > 0 ? "Time's up!" : 'Zapped! Climb over.',
        );
    });

    function playEvents(): void {
      for (const e of s.events) {
        if (e === 'crystal') host.sfx('score');
        else if (e === 'warn') host.sfx('tap');
        else if (e === 'zapped' || e === 'fog') {
          host.sfx('hit');
          k.shake(8);
        } else if (e === 'ask') runMathMoment(host, (ok) => answerMath(s, ok));
      }
    }

    k.onDraw(() => {
      drawCliff(k, s, cam);
      for (const c of s.crystals) {
        const y = BOGGIE_SCREEN_Y - (c.y - cam);
        if (y > -20 && y < 560) drawStar(k, c.x, y, 14, s.time * 2, k.rgb(103, 232, 249));
      }
      const blink = s.invulnerable > 0 && Math.floor(s.invulnerable * 10) % 2 === 0;
      drawBoggie(k, {
        x: s.x,
        y: BOGGIE_SCREEN_Y,
        r: 26,
        opacity: blink ? 0.45 : 1,
        mood: s.invulnerable > 1.4 ? 'ouch' : 'happy',
        squash: 1 + Math.sin(s.time * 10) * 0.03,
      });
      drawZaps(k, s);
      drawStorm(k, s, cam);
      drawHud(
        k,
        zapScore(s),
        ROUND_SECONDS - s.time,
        s.lives,
        `${Math.floor(Math.min(s.best, SUMMIT) / 10)} / ${SUMMIT / 10} m`,
      );
      drawRoundText(k, round);
    });
  },
};

export default game;
