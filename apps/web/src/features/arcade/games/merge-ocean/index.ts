import { axisX, createRoundView, drawHud, drawRoundText, endRound, runMathMoment } from '../common/boggie-hud';
import { createRng } from '../common/random';
import type { GameDefinition } from '../types';
import { drawChain, drawCreature, drawTank } from './draw';
import {
  answerMath,
  createOcean,
  drop,
  moveDropper,
  NAMES,
  type OceanState,
  RADII,
  ROUND_SECONDS,
  STEP,
  stepOcean,
  TANK,
} from './logic';

// Merge Ocean (game 12): the underwater merge game. Physics runs in fixed 1/60 s steps, whatever the frame rate.

function drawDropper(k: import('kaplay').KAPLAYCtx, s: OceanState, t: number): void {
  const ready = s.cooldown === 0;
  k.drawLine({
    p1: k.vec2(s.dropX, TANK.dropY + 20),
    p2: k.vec2(s.dropX, TANK.bottom),
    width: 2,
    color: k.WHITE,
    opacity: ready ? 0.35 : 0.12,
  });
  drawCreature(k, s.current, s.dropX, TANK.dropY - (ready ? 0 : 20), t);
  k.drawRect({ pos: k.vec2(700, 64), width: 240, height: 150, radius: 14, color: k.rgb(15, 23, 42), opacity: 0.55 });
  k.drawText({ text: 'Next', pos: k.vec2(820, 84), size: 20, anchor: 'center', color: k.rgb(254, 240, 138) });
  drawCreature(k, s.next, 820, 140, t);
  k.drawText({ text: NAMES[s.next]!, pos: k.vec2(820, 194), size: 18, anchor: 'center', color: k.WHITE });
}

const game: GameDefinition = {
  id: 12,
  controls: {
    keyboard: 'Left/Right arrows or A/D to move; Space, Down or Enter to drop.',
    touch: 'Touch and slide to aim, lift your finger to drop.',
  },
  start(host) {
    const { k } = host;
    const rng = createRng(host.seed);
    const s = createOcean(rng);
    const round = createRoundView(
      'Drop sea creatures: two of the same merge into a bigger one! Keep below the red line.',
      300,
    );
    let acc = 0;
    let aiming = false;
    let dropQueued = false;
    let flash = 0;

    k.onKeyPress(['space', 'down', 's', 'enter'], () => {
      dropQueued = true;
    });
    k.onMousePress(() => {
      aiming = true;
    });
    k.onMouseRelease(() => {
      if (aiming) dropQueued = true;
      aiming = false;
    });

    k.onUpdate(() => {
      if (round.ending) return;
      const dt = Math.min(k.dt(), 0.25);
      round.elapsed += dt;
      flash = Math.max(0, flash - dt);
      if (aiming) moveDropper(s, k.mousePos().x);
      else moveDropper(s, s.dropX + axisX(k) * 460 * dt);
      if (dropQueued && drop(s, rng)) host.sfx('tap');
      dropQueued = false;
      acc += dt;
      while (acc >= STEP) {
        acc -= STEP;
        stepOcean(s);
        playEvents();
      }
      if (s.over)
        endRound(host, round, s.score, s.won, s.won ? `Time! Biggest: ${NAMES[s.biggest]}` : 'The tank overflowed!');
    });

    function playEvents(): void {
      for (const e of s.events) {
        if (e === 'merge') host.sfx('score');
        else if (e === 'bigmerge' || e === 'whales') {
          host.sfx('power');
          flash = 0.5;
        } else if (e === 'ask') {
          acc = 0;
          runMathMoment(host, (ok) => answerMath(s, ok));
        }
      }
    }

    k.onDraw(() => {
      const t = s.time;
      drawTank(k, t, Math.min(1, s.overflowT));
      for (const c of s.creatures) drawCreature(k, c.tier, c.x, c.y, t, RADII[c.tier]);
      if (!s.over) drawDropper(k, s, t);
      drawChain(k, s.biggest, t);
      if (flash > 0) k.drawRect({ pos: k.vec2(0, 0), width: 960, height: 540, color: k.WHITE, opacity: flash * 0.4 });
      drawHud(k, s.score, ROUND_SECONDS - s.time, null);
      drawRoundText(k, round);
    });
  },
};

export default game;
