import type { KAPLAYCtx } from 'kaplay';
import { drawCrab, drawFish, drawJelly, drawShell, drawSub, hex } from '../common/underwater-art';
import { bindGridKeys, createRound, guardedInput, runRound, soundPlayer } from '../common/underwater-round';
import { clock, drawHowTo, drawHud, drawMessage, drawSea } from '../common/underwater-scene';
import type { GameDefinition } from '../types';
import { answerMath, BOARDS, type Card, createMemory, flip, type MemoryState, moveCursor, stepMemory } from './logic';

// Matching Seashells on screen: the card grid with flip animations, sea-treasure faces and the cursor.

const AREA = { x: 40, y: 52, w: 880, h: 478 };

function cellOf(s: MemoryState): { w: number; h: number } {
  return { w: AREA.w / s.cols, h: AREA.h / s.rows };
}

const game: GameDefinition = {
  id: 5,
  controls: {
    keyboard: 'Arrow keys or WASD move the yellow frame; Space or Enter flips a shell card.',
    touch: 'Tap a card to flip it; find all the pairs before the clock runs out.',
  },
  start(host) {
    const { k } = host;
    const s = createMemory(host.seed);
    const round = createRound(host);
    const playEvents = soundPlayer(host, s.events);
    const act = guardedInput(round, playEvents);
    bindGridKeys(
      k,
      act,
      (dx, dy) => moveCursor(s, dx, dy),
      () => flip(s),
    );
    k.onMousePress(
      act(() => {
        const m = k.mousePos();
        const cell = cellOf(s);
        const col = Math.floor((m.x - AREA.x) / cell.w);
        const row = Math.floor((m.y - AREA.y) / cell.h);
        if (col >= 0 && col < s.cols && row >= 0 && row < s.rows) flip(s, row * s.cols + col);
      }),
    );

    runRound(
      k,
      round,
      playEvents,
      s,
      (dt) => stepMemory(s, dt),
      (right) => answerMath(s, right),
    );
    k.onDraw(() => drawMemory(k, s));
  },
};

function drawMemory(k: KAPLAYCtx, s: MemoryState): void {
  drawSea(k, s.time, { floor: false });
  const cell = cellOf(s);
  s.cards.forEach((card, i) => {
    const x = AREA.x + (i % s.cols) * cell.w + cell.w / 2;
    const y = AREA.y + Math.floor(i / s.cols) * cell.h + cell.h / 2;
    if (i === s.cursor) {
      k.drawRect({
        pos: k.vec2(x, y),
        width: cell.w - 4,
        height: cell.h - 2,
        anchor: 'center',
        radius: 14,
        color: hex(k, '#fde047'),
      });
    }
    drawCard(k, card, x, y, cell.w - 16, cell.h - 12, s.time);
  });
  const pairs = s.cards.filter((c) => c.matched).length / 2;
  drawHud(
    k,
    `Score ${s.score}`,
    clock(s.limit - s.time),
    `Board ${s.board + 1}/${BOARDS.length}  Pairs ${pairs}/${s.cards.length / 2}`,
  );
  if (s.nextBoardIn > 0) drawMessage(k, 'Board cleared!');
  drawHowTo(
    k,
    'Flip two cards at a time and find the matching pairs! The pearl pair brings a bonus question.',
    s.time,
    290,
    6,
  );
}

function drawCard(k: KAPLAYCtx, card: Card, x: number, y: number, w: number, h: number, t: number): void {
  const faceUp = card.shown >= 0.5;
  const sx = Math.max(0.04, Math.abs(card.shown * 2 - 1));
  k.pushTransform();
  k.pushTranslate(x, y);
  k.pushScale(sx, 1);
  if (!faceUp) {
    k.drawRect({ pos: k.vec2(0, 0), width: w, height: h, anchor: 'center', radius: 12, color: hex(k, '#1d4ed8') });
    k.drawRect({
      pos: k.vec2(0, 0),
      width: w - 12,
      height: h - 12,
      anchor: 'center',
      radius: 9,
      color: hex(k, '#1e3a8a'),
    });
    drawShell(k, 0, -4, Math.min(w, h) * 0.3, '#60a5fa');
  } else {
    k.drawRect({
      pos: k.vec2(0, 0),
      width: w,
      height: h,
      anchor: 'center',
      radius: 12,
      color: hex(k, card.matched ? '#4ade80' : '#fef3c7'),
    });
    k.drawRect({
      pos: k.vec2(0, 0),
      width: w - 8,
      height: h - 8,
      anchor: 'center',
      radius: 10,
      color: hex(k, '#fef3c7'),
    });
    drawFace(k, card.kind, Math.min(w, h) * 0.42, t);
  }
  k.popTransform();
}

/** One of the ten card faces, drawn around (0, 0). */
function drawFace(k: KAPLAYCtx, kind: number, size: number, t: number): void {
  switch (kind) {
    case 0:
      drawShell(k, 0, 4, size, '#94a3b8');
      k.drawCircle({ pos: k.vec2(0, -size * 0.1), radius: size * 0.45, color: hex(k, '#fde68a'), opacity: 0.6 });
      k.drawCircle({ pos: k.vec2(0, -size * 0.1), radius: size * 0.32, color: hex(k, '#ffffff') });
      break;
    case 1:
      drawShell(k, 0, 0, size, '#f472b6');
      break;
    case 2:
      drawShell(k, 0, 0, size, '#f97316');
      break;
    case 3:
      drawFish(k, 0, 0, size * 0.9, '#facc15', { t });
      break;
    case 4:
      drawFish(k, 0, 0, size * 0.9, '#3b82f6', { t, facing: -1 });
      break;
    case 5:
      drawCrab(k, 0, 0, size * 0.8, '#ef4444', 0);
      break;
    case 6:
      drawJelly(k, 0, -size * 0.4, size, '#d946ef', t);
      break;
    case 7:
      drawStar(k, size);
      break;
    case 8:
      drawSub(k, 0, 0, size * 0.8, '#0d9488', 1);
      break;
    default:
      drawShell(k, 0, 0, size, '#8b5cf6');
      break;
  }
}

function drawStar(k: KAPLAYCtx, size: number): void {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? size * 0.4 : size;
    pts.push(k.vec2(Math.cos(a) * r, Math.sin(a) * r));
  }
  k.drawPolygon({ pts, color: hex(k, '#fb923c'), triangulate: true });
  k.drawCircle({ pos: k.vec2(0, 0), radius: size * 0.15, color: hex(k, '#fed7aa') });
}

export default game;
