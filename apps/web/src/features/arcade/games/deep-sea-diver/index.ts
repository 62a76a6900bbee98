import type { KAPLAYCtx } from 'kaplay';
import { drawBubble, drawChest, drawGem, drawJelly, hex } from '../common/underwater-art';
import { createRound, runRound, soundPlayer, touchHeld } from '../common/underwater-round';
import { clock, drawHowTo, drawHud, drawKelp, drawSea } from '../common/underwater-scene';
import type { GameDefinition } from '../types';
import {
  answerMath,
  createDiver,
  DIVER_SCREEN_Y,
  type DiverState,
  GOAL_DEPTH,
  type Item,
  ROUND_SECONDS,
  stepDiver,
} from './logic';

// Deep Sea Diver on screen: the sea darkening with depth, the diver, treasure, air bubbles, jellyfish, the floor.

const game: GameDefinition = {
  id: 6,
  controls: {
    keyboard: 'Left/Right or A/D steer the diver; Down or S dives faster, Up or W slows down.',
    touch: 'Hold and drag: the diver swims toward your finger; hold below the diver to dive faster.',
  },
  start(host) {
    const { k } = host;
    const s = createDiver(host.seed);
    const round = createRound(host);
    const touch = touchHeld(k);
    const playEvents = soundPlayer(host, s.events);
    runRound(
      k,
      round,
      playEvents,
      s,
      (dt) => {
        const dx = (k.isKeyDown(['right', 'd']) ? 1 : 0) - (k.isKeyDown(['left', 'a']) ? 1 : 0);
        const dy = (k.isKeyDown(['down', 's', 'space']) ? 1 : 0) - (k.isKeyDown(['up', 'w']) ? 1 : 0);
        const target = touch.held() ? k.mousePos() : null;
        stepDiver(s, dt, { dx, dy, target });
      },
      (right) => answerMath(s, right),
    );
    k.onDraw(() => drawDive(k, s));
  },
};

function drawDive(k: KAPLAYCtx, s: DiverState): void {
  const camY = s.diver.y - DIVER_SCREEN_Y;
  drawSea(k, s.time, { floor: false, depth: s.diver.y / GOAL_DEPTH });
  const floorY = GOAL_DEPTH + 60 - camY;
  if (floorY < 600) {
    k.drawRect({ pos: k.vec2(0, floorY), width: 960, height: 300, color: hex(k, '#a8895a') });
    for (let i = 0; i < 7; i++) drawKelp(k, 60 + i * 140, floorY + 4, 90, s.time + i);
    drawChest(k, 480, floorY - 20, 40, s.over && s.won);
  }
  for (const it of s.items) if (it.alive) drawItem(k, it, it.y - camY, s.time);
  drawDiver(k, s.diver.x, DIVER_SCREEN_Y, s.time, s.stungFor > 0);
  drawHud(
    k,
    `Score ${s.score}`,
    `${Math.floor(s.diver.y / 10)} m / ${GOAL_DEPTH / 10} m`,
    clock(ROUND_SECONDS - s.time),
  );
  drawOxygen(k, s.oxygen);
  drawHowTo(
    k,
    'Dive to the sea floor! Grab coins and gems, swim through air bubbles, avoid the jellyfish.',
    s.time,
    470,
    6,
  );
}

function drawItem(k: KAPLAYCtx, it: Item, y: number, t: number): void {
  if (y < -60 || y > 600) return;
  if (it.kind === 'jelly') drawJelly(k, it.x, y - 10, 30, '#f0abfc', t);
  else if (it.kind === 'gem') drawGem(k, it.x, y, 16, 4);
  else if (it.kind === 'air') {
    drawBubble(k, it.x, y, 18, 1, '#e0f2fe');
    drawBubble(k, it.x + 16, y - 14, 9, 1, '#e0f2fe');
    k.drawText({ text: 'O2', pos: k.vec2(it.x, y + 1), size: 14, anchor: 'center', color: hex(k, '#f0f9ff') });
  } else {
    k.drawCircle({ pos: k.vec2(it.x, y), radius: 14, color: hex(k, '#b45309') });
    k.drawCircle({ pos: k.vec2(it.x, y), radius: 11, color: hex(k, '#fbbf24') });
    k.drawText({ text: '$', pos: k.vec2(it.x, y + 1), size: 14, anchor: 'center', color: hex(k, '#78350f') });
  }
}

function drawDiver(k: KAPLAYCtx, x: number, y: number, t: number, stung: boolean): void {
  const suit = hex(k, stung && Math.floor(t * 10) % 2 === 0 ? '#fca5a5' : '#f97316');
  const kick = Math.sin(t * 6) * 6;
  k.drawRect({ pos: k.vec2(x - 20, y - 14), width: 10, height: 30, radius: 4, color: hex(k, '#94a3b8') });
  k.drawLine({ p1: k.vec2(x - 6, y + 16), p2: k.vec2(x - 8 + kick, y + 38), width: 7, color: suit });
  k.drawLine({ p1: k.vec2(x + 6, y + 16), p2: k.vec2(x + 8 - kick, y + 38), width: 7, color: suit });
  k.drawEllipse({ pos: k.vec2(x - 10 + kick, y + 42), radiusX: 9, radiusY: 4, color: hex(k, '#1d4ed8') });
  k.drawEllipse({ pos: k.vec2(x + 10 - kick, y + 42), radiusX: 9, radiusY: 4, color: hex(k, '#1d4ed8') });
  k.drawRect({ pos: k.vec2(x, y + 2), width: 26, height: 32, anchor: 'center', radius: 8, color: suit });
  k.drawLine({ p1: k.vec2(x - 12, y - 6), p2: k.vec2(x - 24, y + 10 - kick), width: 6, color: suit });
  k.drawLine({ p1: k.vec2(x + 12, y - 6), p2: k.vec2(x + 24, y + 10 + kick), width: 6, color: suit });
  k.drawCircle({ pos: k.vec2(x, y - 24), radius: 16, color: hex(k, '#d97706') });
  k.drawCircle({ pos: k.vec2(x, y - 24), radius: 10, color: hex(k, '#bae6fd') });
  drawBubble(k, x + 8, y - 50 - ((t * 40) % 30), 5, 0.8);
}

function drawOxygen(k: KAPLAYCtx, oxygen: number): void {
  const low = oxygen < 30;
  k.drawRect({ pos: k.vec2(14, 50), width: 224, height: 26, radius: 8, color: hex(k, '#020617'), opacity: 0.7 });
  k.drawRect({ pos: k.vec2(80, 56), width: 150, height: 14, radius: 7, color: hex(k, '#334155') });
  k.drawRect({
    pos: k.vec2(80, 56),
    width: 1.5 * Math.max(0, oxygen),
    height: 14,
    radius: 7,
    color: hex(k, low ? '#f87171' : '#38bdf8'),
  });
  k.drawText({ text: 'Air', pos: k.vec2(24, 54), size: 18, color: hex(k, low ? '#fecaca' : '#e0f2fe') });
}

export default game;
