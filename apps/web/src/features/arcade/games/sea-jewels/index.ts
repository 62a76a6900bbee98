import type { KAPLAYCtx } from 'kaplay';
import { drawGem, hex } from '../common/underwater-art';
import { bindGridKeys, createRound, guardedInput, runRound, soundPlayer } from '../common/underwater-round';
import { clock, drawHowTo, drawHud, drawSea } from '../common/underwater-scene';
import type { GameDefinition } from '../types';
import { answerMath, arrow, choose, createJewels, findMove, GOAL, type JewelState, SIZE, stepJewels } from './logic';

// Sea Jewels on screen: the 8x8 board of sea jewels with swap, clear and drop animations, a goal bar and hints.

const CELL = 58;
const X0 = (960 - SIZE * CELL) / 2;
const Y0 = 60;

const game: GameDefinition = {
  id: 8,
  controls: {
    keyboard: 'Arrow keys or WASD move; Space or Enter picks a jewel, then an arrow swaps it that way.',
    touch: 'Tap a jewel, then tap a neighbour to swap them; line up three of a kind.',
  },
  start(host) {
    const { k } = host;
    const s = createJewels(host.seed);
    const round = createRound(host);
    const playEvents = soundPlayer(host, s.events);
    const act = guardedInput(round, playEvents);
    bindGridKeys(
      k,
      act,
      (dx, dy) => arrow(s, dx, dy),
      () => choose(s, s.cursor),
    );
    k.onKeyPress('escape', () => {
      s.selected = null;
    });
    k.onMousePress(
      act(() => {
        const m = k.mousePos();
        const col = Math.floor((m.x - X0) / CELL);
        const row = Math.floor((m.y - Y0) / CELL);
        if (col >= 0 && col < SIZE && row >= 0 && row < SIZE) choose(s, row * SIZE + col);
      }),
    );

    runRound(
      k,
      round,
      playEvents,
      s,
      (dt) => stepJewels(s, dt),
      (right) => answerMath(s, right),
    );
    k.onDraw(() => drawJewels(k, s));
  },
};

function cellPos(i: number): { x: number; y: number } {
  return { x: X0 + (i % SIZE) * CELL + CELL / 2, y: Y0 + Math.floor(i / SIZE) * CELL + CELL / 2 };
}

function drawJewels(k: KAPLAYCtx, s: JewelState): void {
  drawSea(k, s.time, { floor: false });
  k.drawRect({
    pos: k.vec2(X0 - 8, Y0 - 8),
    width: SIZE * CELL + 16,
    height: SIZE * CELL + 16,
    radius: 14,
    color: hex(k, '#082f49'),
    opacity: 0.85,
  });
  const hint = s.phase === 'idle' && s.idleFor > 6 ? findMove(s.grid) : null;
  const fall = s.phase === 'fall' ? Math.min(1, s.phaseTime / 0.28) : 1;
  const shrink = s.phase === 'clear' ? Math.max(0.05, 1 - s.phaseTime / 0.25) : 1;
  for (let i = 0; i < SIZE * SIZE; i++) {
    const p = cellPos(i);
    const shade = (i + Math.floor(i / SIZE)) % 2 ? '#0c4a6e' : '#075985';
    if (i === s.cursor) {
      k.drawRect({
        pos: k.vec2(p.x, p.y),
        width: CELL + 2,
        height: CELL + 2,
        anchor: 'center',
        radius: 10,
        color: hex(k, '#fde047'),
      });
    }
    k.drawRect({
      pos: k.vec2(p.x, p.y),
      width: CELL - 8,
      height: CELL - 8,
      anchor: 'center',
      radius: 8,
      color: hex(k, shade),
    });
    const hinted = hint && (hint[0] === i || hint[1] === i) && Math.floor(s.time * 3) % 2 === 0;
    if (i === s.selected || hinted) {
      k.drawRect({
        pos: k.vec2(p.x, p.y),
        width: CELL - 4,
        height: CELL - 4,
        anchor: 'center',
        radius: 8,
        color: hex(k, '#f8fafc'),
        opacity: 0.45,
      });
    }
    const kind = s.grid[i] ?? -1;
    if (kind < 0) continue;
    const y = p.y - (s.drop[i] ?? 0) * CELL * (1 - fall);
    if (y < Y0 - CELL / 2) continue;
    const scale = s.clearing[i] ? shrink : 1;
    drawGem(k, p.x, y, 21 * scale, kind);
  }
  drawSidePanel(k, s);
  drawHud(k, `Score ${s.score}`, clock(s.limit - s.time), `Goal ${GOAL}`);
  drawHowTo(k, 'Swap neighbouring jewels to line up 3 of a kind! Reach the goal before time runs out.', s.time, 300, 6);
}

function drawSidePanel(k: KAPLAYCtx, s: JewelState): void {
  const white = hex(k, '#f8fafc');
  k.drawText({ text: 'Goal', pos: k.vec2(30, 80), size: 24, color: white });
  k.drawRect({ pos: k.vec2(30, 116), width: 180, height: 22, radius: 11, color: hex(k, '#1e293b') });
  k.drawRect({
    pos: k.vec2(30, 116),
    width: 180 * Math.min(1, s.score / GOAL),
    height: 22,
    radius: 11,
    color: hex(k, '#4ade80'),
  });
  k.drawText({ text: `${s.score} / ${GOAL}`, pos: k.vec2(30, 146), size: 20, color: hex(k, '#bbf7d0') });
  k.drawText({ text: `Jewel kinds: ${s.kinds}`, pos: k.vec2(30, 190), size: 18, color: hex(k, '#bae6fd') });
  if (s.chain > 1 && s.phase !== 'idle') {
    k.drawText({
      text: `Cascade x${Math.min(s.chain, 3)}!`,
      pos: k.vec2(840, 200),
      size: 30,
      anchor: 'center',
      color: hex(k, '#fde047'),
    });
  }
}

export default game;
