import type { KAPLAYCtx } from 'kaplay';
import { drawBubble, drawFish, drawShell, hex } from '../common/underwater-art';
import { bindGridKeys, createRound, guardedInput, runRound, soundPlayer } from '../common/underwater-round';
import { clock, drawHowTo, drawHud, drawSea } from '../common/underwater-scene';
import type { GameDefinition } from '../types';
import {
  answerMath,
  CELL,
  COLS,
  colX,
  createLanes,
  FISH,
  type FishKind,
  GRID_X,
  GRID_Y,
  KIND_ORDER,
  LANES,
  type LaneState,
  laneY,
  moveCursor,
  place,
  ROUND_SECONDS,
  stepLanes,
  type Zombie,
} from './logic';

// Fish VS Zombies on screen: five lanes, the shore with its clam guards, the defenders, the zombie-fish and the
// card bar to choose what to place.

const CARD_Y = 490;
const CARD_W = 190;
const cardX = (i: number): number => 10 + i * (CARD_W + 10);

const game: GameDefinition = {
  id: 3,
  controls: {
    keyboard: 'Arrow keys or WASD move the cursor; Space or Enter places a fish; 1, 2, 3 or Q choose which fish.',
    touch: 'Tap a card at the bottom to choose a fish, then tap a square in a lane to place it.',
  },
  start(host) {
    const { k } = host;
    const s = createLanes(host.seed);
    const round = createRound(host);
    const playEvents = soundPlayer(host, s.events);
    const act = guardedInput(round, playEvents);
    const choose = (kind: FishKind) => {
      s.kind = kind;
      s.events.push('tap');
    };
    bindGridKeys(
      k,
      act,
      (dx, dy) => moveCursor(s, dx, dy),
      () => place(s),
    );
    k.onKeyPress(['1', '2', '3'], (key) => act(() => choose(KIND_ORDER[Number(key) - 1] ?? 'shooter'))());
    k.onKeyPress(
      ['q', 'tab'],
      act(() => choose(KIND_ORDER[(KIND_ORDER.indexOf(s.kind) + 1) % 3] ?? 'shooter')),
    );
    k.onMousePress(
      act(() => {
        const m = k.mousePos();
        if (m.y >= CARD_Y - 4) {
          const i = Math.floor((m.x - 10) / (CARD_W + 10));
          const kind = KIND_ORDER[i];
          if (kind && m.x >= 10) choose(kind);
          return;
        }
        const col = Math.floor((m.x - GRID_X) / CELL);
        const lane = Math.floor((m.y - GRID_Y) / CELL);
        if (col >= 0 && col < COLS && lane >= 0 && lane < LANES) place(s, col, lane);
      }),
    );

    runRound(
      k,
      round,
      playEvents,
      s,
      (dt) => stepLanes(s, dt),
      (right) => answerMath(s, right),
    );
    const colour = host.card?.color ?? '#4ade80';
    k.onDraw(() => drawLanes(k, s, colour));
  },
};

/** The lanes, with the student's bubble fish in `colour` (their creature card's, else green). */
function drawLanes(k: KAPLAYCtx, s: LaneState, colour: string): void {
  drawSea(k, s.time, { floor: false });
  for (let lane = 0; lane < LANES; lane++) {
    const y = GRID_Y + lane * CELL;
    k.drawRect({
      pos: k.vec2(GRID_X, y),
      width: COLS * CELL,
      height: CELL,
      color: hex(k, lane % 2 ? '#0b4f6c' : '#0e6385'),
      opacity: 0.55,
    });
    k.drawRect({ pos: k.vec2(0, y), width: GRID_X, height: CELL, color: hex(k, '#c2a36b') });
    if (s.guards[lane]) drawShell(k, 44, laneY(lane) - 6, 30, '#f9a8d4');
  }
  const cx = GRID_X + s.cursor.col * CELL;
  const cy = GRID_Y + s.cursor.lane * CELL;
  k.drawRect({ pos: k.vec2(cx, cy), width: CELL, height: CELL, color: hex(k, '#fde047'), opacity: 0.25 });
  s.grid.forEach((d, i) => {
    if (d) drawDefender(k, d.kind, colX(i % COLS), laneY(Math.floor(i / COLS)), s.time, d.hp / FISH[d.kind].hp, colour);
  });
  for (const z of s.zombies) drawZombie(k, z, s.time);
  for (const shot of s.shots) drawBubble(k, shot.x, laneY(shot.lane) - 8, 9);
  drawCards(k, s, colour);
  drawHud(k, `Score ${s.score}`, `Survive ${clock(ROUND_SECONDS - s.time)}`, `Pearls ${s.pearls}`);
  drawHowTo(k, 'Zombie-fish are coming! Place bubble fish to stop them, pearl clams to earn pearls.', s.time, 290, 7);
}

function drawDefender(
  k: KAPLAYCtx,
  kind: FishKind,
  x: number,
  y: number,
  t: number,
  health: number,
  colour: string,
): void {
  if (kind === 'shooter') drawFish(k, x, y, 30, colour, { t });
  else if (kind === 'clam') {
    drawShell(k, x, y - 4, 30, '#fbcfe8');
    k.drawCircle({ pos: k.vec2(x, y + 12), radius: 7, color: hex(k, '#fefce8') });
  } else {
    for (let a = 0; a < 10; a++) {
      const ang = (a / 10) * Math.PI * 2 + t * 0.5;
      k.drawLine({
        p1: k.vec2(x, y),
        p2: k.vec2(x + Math.cos(ang) * 36, y + Math.sin(ang) * 36),
        width: 4,
        color: hex(k, '#a16207'),
      });
    }
    k.drawCircle({ pos: k.vec2(x, y), radius: 28, color: hex(k, '#facc15') });
    k.drawCircle({ pos: k.vec2(x + 10, y - 6), radius: 6, color: hex(k, '#0f172a') });
  }
  if (health < 1) {
    k.drawRect({ pos: k.vec2(x - 25, y + 32), width: 50, height: 5, color: hex(k, '#1e293b') });
    k.drawRect({ pos: k.vec2(x - 25, y + 32), width: 50 * Math.max(0, health), height: 5, color: hex(k, '#4ade80') });
  }
}

function drawZombie(k: KAPLAYCtx, z: Zombie, t: number): void {
  const y = laneY(z.lane) + Math.sin(t * 3 + z.x * 0.05) * 3;
  const size = z.kind === 'fast' ? 28 : 36;
  drawFish(k, z.x, y, size, z.kind === 'fast' ? '#bef264' : '#8fbc8f', {
    facing: -1,
    t: z.biting ? t * 2 : t * 0.5,
    zombie: true,
  });
  if (z.kind === 'bucket') {
    k.drawRect({
      pos: k.vec2(z.x - 6, y - 26),
      width: 34,
      height: 22,
      anchor: 'center',
      radius: 3,
      color: hex(k, '#94a3b8'),
    });
  }
  if (z.hp < z.maxHp) {
    k.drawRect({ pos: k.vec2(z.x - 20, y - 42), width: 40, height: 5, color: hex(k, '#1e293b') });
    k.drawRect({ pos: k.vec2(z.x - 20, y - 42), width: (40 * z.hp) / z.maxHp, height: 5, color: hex(k, '#f87171') });
  }
}

function drawCards(k: KAPLAYCtx, s: LaneState, colour: string): void {
  KIND_ORDER.forEach((kind, i) => {
    const x = cardX(i);
    const chosen = s.kind === kind;
    const spec = FISH[kind];
    k.drawRect({
      pos: k.vec2(x, CARD_Y),
      width: CARD_W,
      height: 46,
      radius: 10,
      color: hex(k, chosen ? '#fde047' : '#334155'),
    });
    k.drawRect({ pos: k.vec2(x + 3, CARD_Y + 3), width: CARD_W - 6, height: 40, radius: 8, color: hex(k, '#0f172a') });
    k.pushTransform();
    k.pushTranslate(x + 28, CARD_Y + 23);
    k.pushScale(0.55);
    drawDefender(k, kind, 0, 0, 0, 1, colour);
    k.popTransform();
    const affordable = s.pearls >= spec.cost;
    k.drawText({ text: `${i + 1} ${spec.name}`, pos: k.vec2(x + 56, CARD_Y + 6), size: 16, color: hex(k, '#f8fafc') });
    k.drawText({
      text: `${spec.cost} pearls`,
      pos: k.vec2(x + 56, CARD_Y + 25),
      size: 16,
      color: hex(k, affordable ? '#bef264' : '#fca5a5'),
    });
  });
}

export default game;
