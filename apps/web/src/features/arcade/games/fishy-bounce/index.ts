import type { KAPLAYCtx } from 'kaplay';
import { drawBubble, drawFish, hex } from '../common/underwater-art';
import { createRound } from '../common/underwater-round';
import { clock, drawHowTo, drawHud, drawMessage, drawSea, hearts } from '../common/underwater-scene';
import type { GameDefinition } from '../types';
import { answerMath, type BounceState, createBounce, FISH_R, RAFT_Y, ROUND_SECONDS, stepBounce } from './logic';

// Fishy Bounce on screen: the sea, the bubbles, the fish and the kelp raft, driven by logic.ts.

const LEFT = ['left', 'a'] as const;
const RIGHT = ['right', 'd'] as const;

const game: GameDefinition = {
  id: 1,
  controls: {
    keyboard: 'Left/Right arrows or A/D slide the kelp raft; Space or Up launches the fish.',
    touch: 'Drag or move to slide the raft; tap to launch the fish.',
  },
  start(host) {
    const { k } = host;
    const s = createBounce(host.seed);
    const round = createRound(host);
    let targetX: number | null = null;
    let launch = false;

    k.onKeyPress(['space', 'up', 'w', 'enter'], () => {
      launch = true;
    });
    k.onKeyPress([...LEFT, ...RIGHT], () => {
      targetX = null;
    });
    k.onMouseMove((p) => {
      targetX = p.x;
    });
    k.onMousePress(() => {
      targetX = k.mousePos().x;
      launch = true;
    });

    k.onUpdate(() => {
      if (round.busy()) return;
      const dir = (k.isKeyDown([...RIGHT]) ? 1 : 0) - (k.isKeyDown([...LEFT]) ? 1 : 0);
      stepBounce(s, Math.min(k.dt(), 1 / 30), { dir, targetX, launch });
      launch = false;
      for (const e of s.events) host.sfx(e);
      if (s.needMath) {
        round.ask((right) => {
          answerMath(s, right);
          for (const e of s.events) host.sfx(e);
          if (s.over) round.end(s.score, s.won);
        });
      } else if (s.over) round.end(s.score, s.won);
    });

    const colour = host.card?.color ?? '#fb923c';
    k.onDraw(() => drawBounce(k, s, colour));
  },
};

/** The round, with the student's fish in `colour` (their creature card's, else orange). */
function drawBounce(k: KAPLAYCtx, s: BounceState, colour: string): void {
  drawSea(k, s.time);
  for (const b of s.bubbles) {
    if (!b.alive) continue;
    drawBubble(k, b.x, b.y, b.r, 1, b.pearl ? '#fef3c7' : '#7dd3fc');
    if (b.pearl) k.drawCircle({ pos: k.vec2(b.x, b.y), radius: 8, color: hex(k, '#fef9c3') });
  }
  const raftLeft = s.raftX - s.raftW / 2;
  k.drawRect({ pos: k.vec2(raftLeft, RAFT_Y), width: s.raftW, height: 16, radius: 8, color: hex(k, '#16a34a') });
  for (let x = raftLeft + 12; x < raftLeft + s.raftW; x += 24) {
    k.drawEllipse({ pos: k.vec2(x, RAFT_Y + 4), radiusX: 10, radiusY: 5, color: hex(k, '#4ade80') });
  }
  const f = s.fish;
  drawFish(k, f.x, f.y, FISH_R * 1.4, colour, { facing: f.vx < 0 ? -1 : 1, t: s.time });
  drawHud(k, `Score ${s.score}`, `Wave ${s.wave}  ${clock(ROUND_SECONDS - s.time)}`, hearts(s.lives));
  if (s.time - s.waveStart < 2 && s.wave > 1) drawMessage(k, `Wave ${s.wave}!`, 2 - (s.time - s.waveStart));
  else if (f.held && s.time > 5) drawMessage(k, 'Space or tap to launch', 0.9, 330);
  drawHowTo(k, 'Keep the fish bouncing off your kelp raft and pop every bubble! Arrows or drag to move.', s.time, 400);
}

export default game;
