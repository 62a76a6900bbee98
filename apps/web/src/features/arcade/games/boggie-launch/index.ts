import {
  axisX,
  axisY,
  createRoundView,
  drawBanner,
  drawHud,
  drawRoundText,
  endRound,
  forEachStep,
  runMathMoment,
} from '../common/boggie-hud';
import type { GameDefinition } from '../types';
import { drawBlock, drawBug, drawScenery, drawShotsLeft, drawSlingAndBall } from './draw';
import { LEVEL_COUNT } from './levels';
import {
  type AimInput,
  answerMath,
  createLaunch,
  MAX_ANGLE,
  MIN_ANGLE,
  ROUND_SECONDS,
  SLING,
  stepLaunch,
} from './logic';

// Boggie Launch (game 11): aim with the arrows or pull back with a finger, then launch Boggie at the towers.

const game: GameDefinition = {
  id: 11,
  controls: {
    keyboard: 'Up/Down (or W/S) to aim, Left/Right (or A/D) for power, Space or Enter to launch.',
    touch: 'Drag back from Boggie like a slingshot and let go to launch.',
  },
  start(host) {
    const { k } = host;
    const s = createLaunch();
    const round = createRoundView(
      'Pop every purple zap-bug! Aim with the arrows and press Space, or drag back and let go.',
    );
    const input: AimInput = { turn: 0, charge: 0, setAim: null, launch: false };
    let dragging = false;

    k.onKeyPress(['space', 'enter'], () => {
      input.launch = true;
    });
    k.onMousePress(() => {
      dragging = true;
    });
    k.onMouseRelease(() => {
      if (dragging && input.setAim) input.launch = true;
      dragging = false;
    });

    const pointerAim = () => {
      if (!dragging || s.phase !== 'aim') return null;
      const p = k.mousePos();
      const dx = SLING.x - p.x;
      const dy = SLING.y - p.y;
      if (Math.hypot(dx, dy) < 30 || dx < -20) return null;
      const angle = Math.max(MIN_ANGLE, Math.min(MAX_ANGLE, (Math.atan2(-dy, dx) * 180) / Math.PI));
      return { angle, power: Math.min(1, Math.hypot(dx, dy) / 200) };
    };

    k.onUpdate(() => {
      if (round.ending) return;
      input.turn = -axisY(k);
      input.charge = axisX(k);
      input.setAim = pointerAim() ?? (input.launch ? input.setAim : null);
      forEachStep(k.dt(), (dt) => {
        round.elapsed += dt;
        stepLaunch(s, dt, input);
        input.launch = false;
        playEvents();
      });
      if (s.phase === 'aim' && dragging && input.setAim) {
        const a = (input.setAim.angle * Math.PI) / 180;
        s.ball.x = SLING.x - Math.cos(a) * 40 * input.setAim.power;
        s.ball.y = SLING.y + Math.sin(a) * 40 * input.setAim.power;
      } else if (s.phase === 'aim') {
        s.ball.x = SLING.x;
        s.ball.y = SLING.y;
      }
      if (s.over) {
        const won = s.cleared >= 4;
        endRound(host, round, s.score, won, `${s.cleared} of ${LEVEL_COUNT} levels cleared!`);
      }
    });

    function playEvents(): void {
      for (const e of s.events) {
        if (e === 'launch') host.sfx('jump');
        else if (e === 'smash') host.sfx('hit');
        else if (e === 'thud') host.sfx('tap');
        else if (e === 'pop') host.sfx('score');
        else if (e === 'cleared') host.sfx('win');
        else if (e === 'missed') host.sfx('lose');
        else if (e === 'ask') runMathMoment(host, (ok) => answerMath(s, ok));
      }
    }

    k.onDraw(() => {
      drawScenery(k);
      for (const b of s.blocks) drawBlock(k, b);
      for (const t of s.targets) drawBug(k, t, s.time);
      drawShotsLeft(k, s);
      drawSlingAndBall(k, s);
      drawHud(k, s.score, ROUND_SECONDS - s.time, null, `Level ${s.level + 1}/${LEVEL_COUNT}`);
      if (s.phase === 'cleared' && !round.ending)
        drawBanner(k, s.result === 'cleared' ? 'Level cleared!' : 'Out of shots: next level!');
      drawRoundText(k, round);
    });
  },
};

export default game;
