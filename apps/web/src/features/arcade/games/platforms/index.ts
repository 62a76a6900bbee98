import type { KAPLAYCtx } from 'kaplay';
import { drawBoggie, drawStar } from '../common/boggie-art';
import {
  axisX,
  createPointerPad,
  createRoundView,
  drawBanner,
  drawHud,
  drawPadButton,
  drawRoundText,
  endRound,
  forEachStep,
  type PadButton,
  runMathMoment,
} from '../common/boggie-hud';
import { drawCloud, drawFlag, drawMountains, drawPlatform, drawSky } from '../common/boggie-scenery';
import type { GameDefinition } from '../types';
import { GROUND_Y, LEVEL_COUNT } from './levels';
import { answerMath, createPlat, PLAYER_H, PLAYER_W, type PlatState, ROUND_SECONDS, stepPlat } from './logic';

// Platforms (game 14): the side-scrolling platformer. The camera follows Boggie; the world is drawn shifted by it.

const LEFT_BTN: PadButton = { x: 80, y: 478, r: 52, label: '<' };
const RIGHT_BTN: PadButton = { x: 205, y: 478, r: 52, label: '>' };
const JUMP_BTN: PadButton = { x: 872, y: 470, r: 62, label: 'JUMP' };

function drawWorld(k: KAPLAYCtx, s: PlatState, cam: number): void {
  drawSky(k, k.rgb(125, 211, 252), k.rgb(254, 249, 195));
  drawCloud(k, 200 - cam * 0.1, 110, 1);
  drawCloud(k, 800 - cam * 0.1, 80, 0.8);
  drawMountains(k, cam * 0.3, GROUND_Y + 20, k.rgb(165, 180, 252), 170, 380);
  const lvl = s.level;
  for (const b of lvl.solids) {
    if (b.x - cam > 960 || b.x + b.w - cam < 0) continue;
    drawPlatform(k, b.x - cam, b.y, b.w, b.h, 'grass');
  }
  for (const m of lvl.movers) drawPlatform(k, m.x - cam, m.y, m.w, m.h, 'cloud');
  for (const sp of lvl.spikes) {
    for (let x = sp.x; x < sp.x + sp.w; x += 20) {
      k.drawTriangle({
        p1: k.vec2(x - cam, sp.y + sp.h),
        p2: k.vec2(x + 10 - cam, sp.y),
        p3: k.vec2(x + 20 - cam, sp.y + sp.h),
        color: k.rgb(100, 116, 139),
        outline: { width: 2, color: k.rgb(30, 41, 59) },
      });
    }
  }
  for (const st of lvl.stars)
    if (!st.taken) drawStar(k, st.x - cam, st.y + Math.sin(s.time * 4 + st.x) * 4, 16, s.time * 1.5);
  drawFlag(k, lvl.flagX + 10 - cam, GROUND_Y, s.time * 4);
}

const game: GameDefinition = {
  id: 14,
  controls: {
    keyboard: 'Left/Right arrows or A/D to run; Space, Up or W to jump (hold for higher).',
    touch: 'Hold the < and > buttons to run; tap JUMP to jump (hold for higher).',
  },
  start(host) {
    const { k } = host;
    const s = createPlat();
    const round = createRoundView('Run and jump to the red flag! Grab the stars, watch out for spikes and pits.', 300);
    const pad = createPointerPad(k);
    let cam = 0;
    let jumpWasHeld = false;

    k.onUpdate(() => {
      if (round.ending) return;
      const touchMove = (pad.isHeld(RIGHT_BTN) ? 1 : 0) - (pad.isHeld(LEFT_BTN) ? 1 : 0);
      const move = axisX(k) || touchMove;
      const jumpHeld = k.isKeyDown(['space', 'up', 'w']) || pad.isHeld(JUMP_BTN);
      let jumpPressed = jumpHeld && !jumpWasHeld;
      jumpWasHeld = jumpHeld;
      forEachStep(k.dt(), (dt) => {
        round.elapsed += dt;
        stepPlat(s, dt, { move, jumpPressed, jumpHeld });
        jumpPressed = false;
        playEvents();
      });
      const target = Math.max(0, Math.min(s.level.width - 960, s.x - 380));
      cam += (target - cam) * Math.min(1, k.dt() * 8);
      if (s.over) {
        const msg = s.won ? 'You beat every level!' : s.lives > 0 ? "Time's up!" : 'Out of lives!';
        endRound(host, round, s.score, s.won, msg);
      }
    });

    function playEvents(): void {
      for (const e of s.events) {
        if (e === 'jump') host.sfx('jump');
        else if (e === 'star') host.sfx('score');
        else if (e === 'flag') host.sfx('win');
        else if (e === 'ouch') {
          host.sfx('hit');
          cam = 0;
        } else if (e === 'ask') runMathMoment(host, (ok) => answerMath(s, ok));
      }
    }

    k.onDraw(() => {
      drawWorld(k, s, cam);
      const blink = s.hurt > 0 && Math.floor(s.hurt * 10) % 2 === 0;
      const squash = s.onGround ? 1 : s.vy < 0 ? 1.1 : 0.95;
      const r = PLAYER_W / 2 + 2;
      drawBoggie(k, {
        x: s.x + PLAYER_W / 2 - cam,
        y: s.y + PLAYER_H - r * squash - 4,
        r,
        squash,
        facing: s.facing,
        opacity: blink ? 0.4 : 1,
        mood: s.onGround ? 'happy' : 'wow',
      });
      drawPadButton(k, LEFT_BTN, pad.isHeld(LEFT_BTN));
      drawPadButton(k, RIGHT_BTN, pad.isHeld(RIGHT_BTN));
      drawPadButton(k, JUMP_BTN, pad.isHeld(JUMP_BTN));
      drawHud(k, s.score, ROUND_SECONDS - s.time, s.lives, `Level ${s.levelIndex + 1}/${LEVEL_COUNT}`);
      if (s.pause > 0 && !round.ending)
        drawBanner(k, s.levelIndex + 1 < LEVEL_COUNT ? 'Level complete!' : 'All levels done!');
      drawRoundText(k, round);
    });
  },
};

export default game;
