import type { KAPLAYCtx } from 'kaplay';
import { drawBoggie } from '../common/boggie-art';
import {
  createPointerPad,
  createRoundView,
  drawHud,
  drawPadButton,
  drawRoundText,
  endRound,
  forEachStep,
  type PadButton,
  runMathMoment,
} from '../common/boggie-hud';
import { drawCloud, drawMountains, drawSky } from '../common/boggie-scenery';
import { createRng } from '../common/random';
import type { GameDefinition } from '../types';
import {
  answerMath,
  BOGGIE_R,
  BOGGIE_X,
  createRun,
  GROUND_Y,
  type Obstacle,
  ROUND_SECONDS,
  type RunState,
  stepRun,
} from './logic';

// Dino Run (game 9): the endless runner. The page feeds keys and taps to logic.ts and draws its state each frame.

const JUMP_BTN: PadButton = { x: 860, y: 470, r: 58, label: 'JUMP' };
const DUCK_BTN: PadButton = { x: 100, y: 470, r: 58, label: 'DUCK' };

function drawObstacle(k: KAPLAYCtx, o: Obstacle, time: number): void {
  const bottom = GROUND_Y - o.bottom;
  if (o.kind === 'bush') {
    const c = k.rgb(34, 139, 60);
    k.drawCircle({ pos: k.vec2(o.x + 12, bottom - 18), radius: 18, color: c });
    k.drawCircle({ pos: k.vec2(o.x + 34, bottom - 18), radius: 18, color: c });
    k.drawCircle({ pos: k.vec2(o.x + 23, bottom - 34), radius: 20, color: k.rgb(46, 160, 72) });
    k.drawCircle({ pos: k.vec2(o.x + 16, bottom - 36), radius: 4, color: k.rgb(230, 40, 60) });
    k.drawCircle({ pos: k.vec2(o.x + 32, bottom - 24), radius: 4, color: k.rgb(230, 40, 60) });
    return;
  }
  if (o.kind === 'log') {
    k.drawRect({ pos: k.vec2(o.x, bottom - o.h), width: o.w, height: o.h, radius: 14, color: k.rgb(140, 86, 46) });
    k.drawEllipse({
      pos: k.vec2(o.x + o.w - 12, bottom - o.h / 2),
      radiusX: 11,
      radiusY: o.h / 2 - 2,
      color: k.rgb(222, 184, 135),
    });
    k.drawEllipse({
      pos: k.vec2(o.x + o.w - 12, bottom - o.h / 2),
      radiusX: 5,
      radiusY: 8,
      color: k.rgb(160, 110, 60),
    });
    return;
  }
  const cx = o.x + o.w / 2;
  const cy = bottom - o.h / 2 + Math.sin(time * 10 + o.x * 0.01) * 4;
  const flap = Math.sin(time * 40) * 6;
  k.drawEllipse({
    pos: k.vec2(cx - 4, cy - 18 - flap),
    radiusX: 12,
    radiusY: 8,
    color: k.rgb(220, 240, 255),
    opacity: 0.85,
  });
  k.drawEllipse({
    pos: k.vec2(cx, cy),
    radiusX: 22,
    radiusY: 16,
    color: k.rgb(250, 204, 21),
    outline: { width: 2, color: k.rgb(40, 30, 0) },
  });
  k.drawRect({ pos: k.vec2(cx - 4, cy - 15), width: 7, height: 30, color: k.rgb(30, 30, 30) });
  k.drawRect({ pos: k.vec2(cx + 8, cy - 12), width: 6, height: 24, color: k.rgb(30, 30, 30) });
  k.drawCircle({ pos: k.vec2(cx - 14, cy - 3), radius: 4, color: k.rgb(30, 30, 30) });
}

function drawWorld(k: KAPLAYCtx, s: RunState, scroll: number): void {
  drawSky(k, k.rgb(125, 211, 252), k.rgb(224, 242, 254));
  drawCloud(k, 900 - ((scroll * 0.1) % 1100), 90, 1.1);
  drawCloud(k, 1300 - ((scroll * 0.1 + 500) % 1400), 150, 0.8);
  drawMountains(k, scroll * 0.2, GROUND_Y, k.rgb(134, 163, 199), 150, 340);
  drawMountains(k, scroll * 0.45 + 120, GROUND_Y, k.rgb(96, 165, 120), 90, 260);
  k.drawRect({ pos: k.vec2(0, GROUND_Y), width: 960, height: 540 - GROUND_Y, color: k.rgb(180, 130, 80) });
  k.drawRect({ pos: k.vec2(0, GROUND_Y), width: 960, height: 14, color: k.rgb(92, 184, 72) });
  for (let x = -(scroll % 80); x < 960; x += 80) {
    k.drawRect({ pos: k.vec2(x, GROUND_Y + 36), width: 26, height: 6, radius: 3, color: k.rgb(150, 100, 60) });
  }
  for (const o of s.obstacles) drawObstacle(k, o, s.time);
}

function drawRunner(k: KAPLAYCtx, s: RunState): void {
  const low = s.ducking && s.height === 0;
  const squash = low ? 0.62 : s.height > 0 ? 1.12 : 1 + Math.sin(s.time * 18) * 0.04;
  const r = BOGGIE_R;
  const blink = s.invulnerable > 0 && Math.floor(s.invulnerable * 10) % 2 === 0;
  drawBoggie(k, {
    x: BOGGIE_X,
    y: GROUND_Y - s.height - r * squash - r * 0.1,
    r,
    squash,
    facing: 1,
    mood: s.invulnerable > 1 ? 'ouch' : s.height > 0 ? 'wow' : 'happy',
    opacity: blink ? 0.4 : 1,
  });
}

const game: GameDefinition = {
  id: 9,
  controls: {
    keyboard: 'Space, Up or W to jump; hold Down or S to duck (and to drop faster).',
    touch: 'Tap anywhere or the JUMP button to jump; hold the DUCK button to duck.',
  },
  start(host) {
    const { k } = host;
    const rng = createRng(host.seed);
    const s = createRun();
    const round = createRoundView('Jump over bushes and logs, duck under bees! Survive 2 minutes.');
    const pad = createPointerPad(k);
    let scroll = 0;
    let jumpQueued = false;

    k.onKeyPress(['space', 'up', 'w', 'enter'], () => {
      jumpQueued = true;
    });
    k.onMousePress(() => {
      if (!pad.isHeld(DUCK_BTN)) jumpQueued = true;
    });

    k.onUpdate(() => {
      if (round.ending) return;
      const duckHeld = k.isKeyDown(['down', 's']) || pad.isHeld(DUCK_BTN);
      forEachStep(k.dt(), (dt) => {
        round.elapsed += dt;
        stepRun(s, dt, { jumpPressed: jumpQueued, duckHeld }, rng);
        jumpQueued = false;
        if (!s.waiting) scroll += s.speed * dt;
        playEvents();
      });
      if (s.over) endRound(host, round, s.score, s.won, s.won ? 'You made it! Great run!' : 'Bonk! Run over.');
    });

    function playEvents(): void {
      for (const e of s.events) {
        if (e === 'jump') host.sfx('jump');
        else if (e === 'hit') host.sfx('hit');
        else if (e === 'pass') host.sfx('tap');
        else if (e === 'ask') runMathMoment(host, (ok) => answerMath(s, ok));
      }
    }

    k.onDraw(() => {
      drawWorld(k, s, scroll);
      drawRunner(k, s);
      drawPadButton(k, DUCK_BTN, pad.isHeld(DUCK_BTN) || k.isKeyDown(['down', 's']));
      drawPadButton(k, JUMP_BTN, pad.isHeld(JUMP_BTN));
      drawHud(k, s.score, ROUND_SECONDS - s.time, s.lives);
      drawRoundText(k, round);
    });
  },
};

export default game;
