import type { KAPLAYCtx } from 'kaplay';
import { drawBerry, drawBoggie, drawRock } from '../common/boggie-art';
import {
  axisX,
  createPointerPad,
  createRoundView,
  drawBanner,
  drawHud,
  drawRoundText,
  endRound,
  forEachStep,
  runMathMoment,
} from '../common/boggie-hud';
import { drawCloud, drawSky } from '../common/boggie-scenery';
import { createRng } from '../common/random';
import type { GameDefinition } from '../types';
import {
  answerMath,
  BASKET_HALF,
  BASKET_Y,
  createDrop,
  type DropState,
  ROUND_SECONDS,
  STREAK,
  stepDrop,
} from './logic';

// Berry Drop (game 13): Boggie catches berries in its basket under the orchard trees and dodges the rocks.

function drawOrchard(k: KAPLAYCtx, time: number): void {
  drawSky(k, k.rgb(186, 230, 253), k.rgb(240, 253, 244));
  drawCloud(k, 120 + Math.sin(time * 0.2) * 30, 150, 1);
  drawCloud(k, 700 + Math.cos(time * 0.15) * 30, 190, 0.8);
  k.drawRect({ pos: k.vec2(0, BASKET_Y + 86), width: 960, height: 60, color: k.rgb(101, 163, 13) });
  k.drawRect({ pos: k.vec2(0, BASKET_Y + 86), width: 960, height: 8, color: k.rgb(132, 204, 22) });
  for (let i = 0; i < 9; i++) {
    const x = i * 120;
    k.drawCircle({ pos: k.vec2(x, 10), radius: 70, color: k.rgb(22, 101, 52) });
    k.drawCircle({ pos: k.vec2(x + 60, 30), radius: 55, color: k.rgb(21, 128, 61) });
    k.drawCircle({ pos: k.vec2(x + 30, 50), radius: 6, color: k.rgb(220, 38, 38) });
  }
}

function drawBasketBoggie(k: KAPLAYCtx, s: DropState): void {
  const hurt = s.hurt > 0;
  const arm = k.rgb(40, 110, 50);
  k.drawLine({ p1: k.vec2(s.x - 26, BASKET_Y + 66), p2: k.vec2(s.x - 40, BASKET_Y + 26), width: 6, color: arm });
  k.drawLine({ p1: k.vec2(s.x + 26, BASKET_Y + 66), p2: k.vec2(s.x + 40, BASKET_Y + 26), width: 6, color: arm });
  drawBoggie(k, {
    x: s.x,
    y: BASKET_Y + 58,
    r: 28,
    facing: 0,
    mood: hurt ? 'ouch' : 'happy',
    opacity: hurt && Math.floor(s.hurt * 10) % 2 === 0 ? 0.5 : 1,
  });
  const left = s.x - BASKET_HALF;
  k.drawRect({
    pos: k.vec2(left, BASKET_Y - 10),
    width: BASKET_HALF * 2,
    height: 40,
    radius: [4, 4, 18, 18],
    color: k.rgb(180, 120, 60),
    outline: { width: 3, color: k.rgb(120, 70, 30) },
  });
  for (let i = 1; i < 6; i++) {
    const x = left + (i * BASKET_HALF * 2) / 6;
    k.drawLine({ p1: k.vec2(x, BASKET_Y - 8), p2: k.vec2(x, BASKET_Y + 28), width: 2, color: k.rgb(140, 90, 40) });
  }
  k.drawRect({
    pos: k.vec2(left - 4, BASKET_Y - 14),
    width: BASKET_HALF * 2 + 8,
    height: 10,
    radius: 5,
    color: k.rgb(146, 96, 46),
  });
}

const game: GameDefinition = {
  id: 13,
  controls: {
    keyboard: 'Left/Right arrows or A/D to move the basket.',
    touch: 'Touch and slide (or hold a side of the screen) to move the basket.',
  },
  start(host) {
    const { k } = host;
    const rng = createRng(host.seed);
    const s = createDrop();
    const round = createRoundView(
      'Catch the berries, let the grey rocks fall! Golden berries are worth the most.',
      300,
    );
    const pad = createPointerPad(k);
    let streakFlash = 0;

    k.onUpdate(() => {
      if (round.ending) return;
      const p = pad.first();
      const keys = axisX(k);
      forEachStep(k.dt(), (dt) => {
        round.elapsed += dt;
        streakFlash = Math.max(0, streakFlash - dt);
        stepDrop(s, dt, keys, keys === 0 && p ? p.x : null, rng);
        playEvents();
      });
      if (s.over)
        endRound(host, round, s.score, s.won, s.won ? `Time! ${s.caught} berries caught` : 'Ouch! Too many rocks.');
    });

    function playEvents(): void {
      for (const e of s.events) {
        if (e === 'catch') host.sfx('score');
        else if (e === 'gold') host.sfx('power');
        else if (e === 'streak') streakFlash = 1.2;
        else if (e === 'rock') {
          host.sfx('hit');
          k.shake(6);
        } else if (e === 'ask') runMathMoment(host, (ok) => answerMath(s, ok));
      }
    }

    k.onDraw(() => {
      drawOrchard(k, s.time);
      for (const it of s.items) {
        if (it.kind === 'rock') drawRock(k, it.x, it.y, it.r, it.spin * s.time * 40);
        else drawBerry(k, it.x, it.y, it.r, it.kind);
      }
      drawBasketBoggie(k, s);
      drawHud(k, s.score, ROUND_SECONDS - s.time, s.lives, `Streak ${s.streak % STREAK}/${STREAK}`);
      if (streakFlash > 0 && !round.ending) drawBanner(k, `${STREAK} in a row! +5`, 220);
      drawRoundText(k, round);
    });
  },
};

export default game;
