import type { KAPLAYCtx } from 'kaplay';
import { drawBubble, drawCrab, drawFish, hex } from '../common/underwater-art';
import { createRound, guardedInput, soundPlayer } from '../common/underwater-round';
import { clock, drawHowTo, drawHud, drawMessage, drawSea } from '../common/underwater-scene';
import type { GameDefinition } from '../types';
import {
  answerMath,
  buildOrUpgrade,
  createTowers,
  type Enemy,
  guardianStats,
  ROUND_SECONDS,
  selectPad,
  stepTowers,
  type TowerState,
  upgradeCost,
  WAVES,
} from './logic';
import { PADS, PATH } from './map';

// Guardians of the Ocean on screen: the sandy path, the reef, the pads and guardians, the litter and crabs.

const game: GameDefinition = {
  id: 2,
  controls: {
    keyboard: 'Arrow keys or A/D pick a pad; Space or Enter builds a guardian (40 coins) or upgrades it.',
    touch: 'Tap a pad to build a guardian there; tap a guardian to upgrade it.',
  },
  start(host) {
    const { k } = host;
    const s = createTowers(host.seed);
    const round = createRound(host);
    const playEvents = soundPlayer(host, s.events);
    const act = guardedInput(round, playEvents);
    k.onKeyPress(
      ['left', 'a', 'up', 'w'],
      act(() => selectPad(s, -1)),
    );
    k.onKeyPress(
      ['right', 'd', 'down', 's'],
      act(() => selectPad(s, 1)),
    );
    k.onKeyPress(
      ['space', 'enter'],
      act(() => buildOrUpgrade(s)),
    );
    k.onMousePress(
      act(() => {
        const m = k.mousePos();
        const pad = PADS.findIndex(([x, y]) => Math.hypot(m.x - x, m.y - y) < 48);
        if (pad >= 0) buildOrUpgrade(s, pad);
      }),
    );

    k.onUpdate(() => {
      if (round.busy()) return;
      stepTowers(s, Math.min(k.dt(), 1 / 30));
      playEvents();
      if (s.math !== 'none') {
        round.ask((right) => {
          answerMath(s, right);
          playEvents();
        });
      } else if (s.over) round.end(s.score, s.won);
    });
    k.onDraw(() => drawTowers(k, s));
  },
};

function drawTowers(k: KAPLAYCtx, s: TowerState): void {
  drawSea(k, s.time);
  const pts = PATH.map(([x, y]) => k.vec2(x, y));
  k.drawLines({ pts, width: 50, color: hex(k, '#b08d57'), join: 'round' });
  k.drawLines({ pts, width: 38, color: hex(k, '#d6b97a'), join: 'round' });
  drawReef(k, s.reef);
  PADS.forEach(([x, y], i) => {
    drawPad(k, s, x, y, i);
  });
  for (const e of s.enemies) drawEnemy(k, e, s.time);
  for (const shot of s.shots) drawBubble(k, shot.x, shot.y, 7);
  drawHud(
    k,
    `Score ${s.score}`,
    `Wave ${Math.max(1, s.wave)}/${WAVES}  ${clock(ROUND_SECONDS - s.time)}`,
    `Coins ${s.coins}  Reef ${s.reef}`,
  );
  drawPadInfo(k, s);
  if (s.waveBreak > 3 && s.wave > 1 && s.toSpawn > 0) drawMessage(k, `Wave ${s.wave}!`, 1, 300);
  drawHowTo(
    k,
    'Stop the litter and crabs before they reach the reef! Pick a pad and press Space (or tap it) to build.',
    s.time,
    470,
    7,
  );
}

function drawReef(k: KAPLAYCtx, health: number): void {
  const colours = ['#f472b6', '#fb923c', '#facc15', '#f472b6', '#c084fc'];
  for (let i = 0; i < 5; i++) {
    const alive = health > i * 2;
    k.drawCircle({
      pos: k.vec2(935 + (i % 2) * 14, 270 + i * 26),
      radius: 20,
      color: hex(k, alive ? (colours[i] ?? '#f472b6') : '#64748b'),
    });
  }
}

function drawPad(k: KAPLAYCtx, s: TowerState, x: number, y: number, i: number): void {
  const g = s.towers[i];
  const selected = i === s.selected;
  if (selected && g) {
    k.drawCircle({ pos: k.vec2(x, y), radius: guardianStats(g.level).range, color: hex(k, '#7dd3fc'), opacity: 0.08 });
  }
  k.drawCircle({ pos: k.vec2(x, y), radius: selected ? 37 : 34, color: hex(k, selected ? '#fde047' : '#7dd3fc') });
  k.drawCircle({ pos: k.vec2(x, y), radius: 32, color: hex(k, '#0f2f46') });
  if (!g) {
    k.drawText({
      text: '+',
      pos: k.vec2(x, y - 2),
      size: 34,
      anchor: 'center',
      color: hex(k, s.coins >= 40 ? '#bef264' : '#94a3b8'),
    });
    return;
  }
  const colour = ['#38bdf8', '#a78bfa', '#f472b6'][g.level - 1] ?? '#38bdf8';
  for (let a = 0; a < 8; a++) {
    const ang = (a / 8) * Math.PI * 2;
    k.drawLine({
      p1: k.vec2(x, y),
      p2: k.vec2(x + Math.cos(ang) * 27, y + Math.sin(ang) * 27),
      width: 3,
      color: hex(k, colour),
    });
  }
  drawFish(k, x, y, 26, colour, { t: s.time });
  for (let l = 0; l < g.level; l++)
    k.drawCircle({ pos: k.vec2(x - 12 + l * 12, y + 26), radius: 4, color: hex(k, '#fde047') });
}

function drawEnemy(k: KAPLAYCtx, e: Enemy, t: number): void {
  if (e.kind === 'crab') drawCrab(k, e.x, e.y, 22, '#ef4444', t);
  else if (e.kind === 'can') {
    k.drawRect({ pos: k.vec2(e.x, e.y), width: 20, height: 30, anchor: 'center', radius: 3, color: hex(k, '#cbd5e1') });
    k.drawRect({ pos: k.vec2(e.x, e.y), width: 20, height: 12, anchor: 'center', color: hex(k, '#dc2626') });
  } else if (e.kind === 'bag') {
    const wob = Math.sin(t * 5 + e.d) * 4;
    k.drawPolygon({
      pts: [
        k.vec2(e.x - 14, e.y - 14 + wob),
        k.vec2(e.x + 14, e.y - 14 - wob),
        k.vec2(e.x + 10, e.y + 16),
        k.vec2(e.x - 10, e.y + 16),
      ],
      color: hex(k, '#f1f5f9'),
      opacity: 0.75,
    });
  } else {
    k.drawRect({ pos: k.vec2(e.x, e.y), width: 34, height: 40, anchor: 'center', radius: 6, color: hex(k, '#78350f') });
    k.drawText({ text: '!', pos: k.vec2(e.x, e.y), size: 24, anchor: 'center', color: hex(k, '#facc15') });
  }
  if (e.hp < e.maxHp) {
    k.drawRect({ pos: k.vec2(e.x - 16, e.y - 30), width: 32, height: 5, color: hex(k, '#1e293b') });
    k.drawRect({ pos: k.vec2(e.x - 16, e.y - 30), width: (32 * e.hp) / e.maxHp, height: 5, color: hex(k, '#4ade80') });
  }
}

function drawPadInfo(k: KAPLAYCtx, s: TowerState): void {
  const level = s.towers[s.selected]?.level ?? 0;
  const cost = upgradeCost(level);
  const text =
    level === 0
      ? `Build guardian: ${cost} coins`
      : level >= 3
        ? 'Top level!'
        : `Upgrade to level ${level + 1}: ${cost} coins`;
  k.drawRect({ pos: k.vec2(8, 500), width: 330, height: 32, radius: 8, color: hex(k, '#020617'), opacity: 0.7 });
  k.drawText({ text, pos: k.vec2(18, 506), size: 20, color: hex(k, s.coins >= cost ? '#bef264' : '#e2e8f0') });
}

export default game;
