import type { KAPLAYCtx } from 'kaplay';
import { drawBerry, drawBoggie, drawStar } from '../common/boggie-art';
import {
  axisX,
  createPointerPad,
  createRoundView,
  drawHud,
  drawRoundText,
  endRound,
  forEachStep,
  runMathMoment,
} from '../common/boggie-hud';
import { drawCloud, drawPlatform } from '../common/boggie-scenery';
import { createRng } from '../common/random';
import type { GameDefinition } from '../types';
import {
  answerMath,
  BOGGIE_R,
  type BounceState,
  bounceScore,
  COL_LEFT,
  COL_RIGHT,
  createBounce,
  PLATFORM_W,
  type Platform,
  ROUND_SECONDS,
  stepBounce,
} from './logic';

// Boggie Bounce (game 10): the vertical bouncer. Altitude in logic.ts becomes screen y here (camera at the bottom).

const screenY = (s: BounceState, altitude: number) => 540 - (altitude - s.camera);

function drawBackdrop(k: KAPLAYCtx, s: BounceState): void {
  const t = Math.min(1, s.camera / 12000);
  const top = k.rgb(125 - 105 * t, 211 - 180 * t, 252 - 170 * t);
  const bottom = k.rgb(224 - 150 * t, 242 - 170 * t, 254 - 120 * t);
  k.drawRect({ pos: k.vec2(0, 0), width: 960, height: 540, gradient: [top, bottom] });
  if (t > 0.3) {
    for (let i = 0; i < 24; i++) {
      const x = (i * 397) % 960;
      const y = (((i * 211 + s.camera * 0.05) % 540) + 540) % 540;
      drawStar(k, x, y, 3 + (i % 3), 0, k.rgb(255, 255, 220), (t - 0.3) * 1.4);
    }
  }
  for (let i = 0; i < 4; i++) {
    const y = ((((i * 170 + s.camera * 0.3) % 680) + 680) % 680) - 70;
    drawCloud(k, i % 2 === 0 ? 40 : 820, y, 0.9, 0.6 * (1 - t));
  }
  k.drawRect({ pos: k.vec2(0, 0), width: COL_LEFT - 4, height: 540, color: k.rgb(15, 23, 42), opacity: 0.35 });
  k.drawRect({
    pos: k.vec2(COL_RIGHT + 4, 0),
    width: 960 - COL_RIGHT,
    height: 540,
    color: k.rgb(15, 23, 42),
    opacity: 0.35,
  });
  if (s.camera < 400) {
    k.drawRect({ pos: k.vec2(0, screenY(s, 0)), width: 960, height: 400, color: k.rgb(92, 184, 72) });
  }
}

function drawBouncePlatform(k: KAPLAYCtx, s: BounceState, p: Platform): void {
  const y = screenY(s, p.y);
  if (y < -30 || y > 570) return;
  if (p.kind === 'crumble') {
    if (p.broken) return;
    k.drawRect({ pos: k.vec2(p.x, y), width: PLATFORM_W, height: 16, radius: 6, color: k.rgb(196, 140, 90) });
    for (let i = 1; i < 4; i++) {
      k.drawLine({
        p1: k.vec2(p.x + i * 24, y + 2),
        p2: k.vec2(p.x + i * 24 - 6, y + 14),
        width: 2,
        color: k.rgb(110, 70, 40),
      });
    }
    return;
  }
  drawPlatform(k, p.x, y, PLATFORM_W, 18, p.kind === 'moving' ? 'stone' : 'grass');
  if (p.kind === 'spring') {
    const cx = p.x + PLATFORM_W / 2;
    k.drawRect({ pos: k.vec2(cx - 12, y - 16), width: 24, height: 16, color: k.rgb(148, 163, 184) });
    k.drawRect({ pos: k.vec2(cx - 18, y - 22), width: 36, height: 8, radius: 4, color: k.rgb(239, 68, 68) });
  }
}

const game: GameDefinition = {
  id: 10,
  controls: {
    keyboard: 'Left/Right arrows or A/D to steer Boggie; it bounces by itself.',
    touch: 'Hold the left or right side of the screen to steer.',
  },
  start(host) {
    const { k } = host;
    const rng = createRng(host.seed);
    const s = createBounce(rng);
    const round = createRoundView('Steer left and right to bounce up! Red springs go extra high. Grab berries!');
    const pad = createPointerPad(k);
    let squashT = 0;

    const steer = (): number => {
      const keys = axisX(k);
      if (keys !== 0) return keys;
      const p = pad.first();
      if (!p) return 0;
      return p.x < 480 ? -1 : 1;
    };

    k.onUpdate(() => {
      if (round.ending) return;
      const dir = steer();
      forEachStep(k.dt(), (dt) => {
        round.elapsed += dt;
        stepBounce(s, dt, dir, rng);
        squashT = Math.max(0, squashT - dt);
        playEvents();
      });
      if (s.over) {
        const won = s.lives > 0;
        endRound(
          host,
          round,
          bounceScore(s),
          won,
          won ? `Time! You climbed ${Math.floor(s.best / 10)} m` : 'Boggie fell! Round over.',
        );
      }
    });

    function playEvents(): void {
      for (const e of s.events) {
        if (e === 'bounce') {
          squashT = 0.12;
          host.sfx('jump');
        } else if (e === 'spring') {
          squashT = 0.12;
          host.sfx('power');
        } else if (e === 'berry') host.sfx('score');
        else if (e === 'fall') host.sfx('hit');
        else if (e === 'ask') runMathMoment(host, (ok) => answerMath(s, ok));
      }
    }

    k.onDraw(() => {
      drawBackdrop(k, s);
      for (const p of s.platforms) drawBouncePlatform(k, s, p);
      for (const b of s.berryList) drawBerry(k, b.x, screenY(s, b.y), 14, 'straw');
      const squash = squashT > 0 ? 0.75 : s.vy > 300 ? 1.12 : 1;
      const facing = s.vx > 40 ? 1 : s.vx < -40 ? -1 : 0;
      drawBoggie(k, {
        x: s.x,
        y: screenY(s, s.y) - BOGGIE_R * squash,
        r: BOGGIE_R,
        squash,
        facing,
        mood: s.vy > 900 ? 'wow' : 'happy',
      });
      drawHud(k, bounceScore(s), ROUND_SECONDS - s.time, s.lives, `${Math.floor(s.best / 10)} m`);
      drawRoundText(k, round);
    });
  },
};

export default game;
