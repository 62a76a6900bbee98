import type { KAPLAYCtx } from 'kaplay';
import { drawChest, drawSub, hex } from '../common/underwater-art';
import { createRound, soundPlayer, touchHeld } from '../common/underwater-round';
import { clock, drawHowTo, drawHud, drawMessage, drawSea, hearts } from '../common/underwater-scene';
import type { GameDefinition } from '../types';
import {
  answerMath,
  BOSS_HP,
  BOSS_X,
  type BossState,
  createBoss,
  ROUND_SECONDS,
  stepBoss,
  tentacleStriking,
  tentacleTip,
} from './logic';

// Deepwater Goliath on screen: the player's sub, the giant anglerfish with its tentacles, ink and torpedoes.

const game: GameDefinition = {
  id: 4,
  controls: {
    keyboard: 'Arrow keys or WASD swim the sub; it fires by itself. Dodge the ink and the tentacles!',
    touch: 'Hold and drag: the sub swims toward your finger and fires by itself.',
  },
  start(host) {
    const { k } = host;
    const s = createBoss(host.seed);
    const round = createRound(host);
    const touch = touchHeld(k);
    k.onKeyPress(['left', 'right', 'up', 'down', 'a', 'd', 'w', 's'], () => {
      touch.release();
    });
    const playEvents = soundPlayer(host, s.events);

    k.onUpdate(() => {
      if (round.busy()) return;
      const dx = (k.isKeyDown(['right', 'd']) ? 1 : 0) - (k.isKeyDown(['left', 'a']) ? 1 : 0);
      const dy = (k.isKeyDown(['down', 's']) ? 1 : 0) - (k.isKeyDown(['up', 'w']) ? 1 : 0);
      const target = touch.held() ? k.mousePos() : null;
      stepBoss(s, Math.min(k.dt(), 1 / 30), { dx, dy, target });
      playEvents();
      if (s.math !== 'none') {
        round.ask((right) => {
          answerMath(s, right);
          playEvents();
          if (s.over) round.end(s.score, s.won);
        });
      } else if (s.over) round.end(s.score, s.won);
    });
    k.onDraw(() => drawFight(k, s));
  },
};

function drawFight(k: KAPLAYCtx, s: BossState): void {
  drawSea(k, s.time, { depth: 0.8 });
  drawBoss(k, s);
  for (const t of s.torpedoes) {
    k.drawEllipse({ pos: k.vec2(t.x, t.y), radiusX: 12, radiusY: 6, color: hex(k, '#fde047') });
    k.drawCircle({ pos: k.vec2(t.x - 14, t.y), radius: 4, color: hex(k, '#e0f2fe'), opacity: 0.7 });
  }
  for (const ink of s.inks) {
    k.drawCircle({ pos: k.vec2(ink.x, ink.y), radius: 15, color: hex(k, '#581c87') });
    k.drawCircle({ pos: k.vec2(ink.x, ink.y), radius: 8, color: hex(k, '#c084fc') });
  }
  if (s.chest) drawChest(k, s.chest.x, s.chest.y + Math.sin(s.time * 3) * 6, 34);
  const blink = s.hurtFor > 0 && Math.floor(s.time * 10) % 2 === 0;
  if (!blink) drawSub(k, s.player.x, s.player.y, 30, s.tripleFor > 0 ? '#4ade80' : '#facc15');
  drawHud(k, `Score ${s.score}`, clock(ROUND_SECONDS - s.time), hearts(s.hearts));
  const barW = 400;
  k.drawRect({ pos: k.vec2(540, 48), width: barW, height: 14, radius: 7, color: hex(k, '#1e293b') });
  k.drawRect({
    pos: k.vec2(540, 48),
    width: (barW * Math.max(0, s.boss.hp)) / BOSS_HP,
    height: 14,
    radius: 7,
    color: hex(k, '#f43f5e'),
  });
  k.drawText({
    text: `GOLIATH  phase ${s.boss.phase}`,
    pos: k.vec2(530, 46),
    size: 18,
    anchor: 'topright',
    color: hex(k, '#fecdd3'),
  });
  if (s.tripleFor > 0)
    k.drawText({ text: 'Triple torpedoes!', pos: k.vec2(20, 50), size: 20, color: hex(k, '#bbf7d0') });
  if (s.chest)
    k.drawText({
      text: 'Grab the chest!',
      pos: k.vec2(s.chest.x, s.chest.y - 50),
      size: 18,
      anchor: 'center',
      color: hex(k, '#fde68a'),
    });
  drawHowTo(
    k,
    'Your sub fires by itself. Swim to dodge the ink and tentacles, and defeat the Goliath!',
    s.time,
    470,
    6,
  );
  if (s.over && s.won) drawMessage(k, 'Goliath defeated!');
}

function drawBoss(k: KAPLAYCtx, s: BossState): void {
  const b = s.boss;
  const y = b.y;
  const body = hex(k, b.flash > 0 ? '#f5d0fe' : b.phase === 3 ? '#9d174d' : '#6d28d9');
  for (let i = 0; i < 5; i++) {
    const pts = [];
    for (let j = 0; j <= 4; j++)
      pts.push(k.vec2(BOSS_X - 40 + i * 30 + Math.sin(s.time * 2 + i + j) * 14, y + 60 + j * 30));
    k.drawLines({ pts, width: 14 - i, color: body });
  }
  k.drawEllipse({ pos: k.vec2(BOSS_X, y), radiusX: 140, radiusY: 105, color: body });
  k.drawEllipse({
    pos: k.vec2(BOSS_X + 10, y + 40),
    radiusX: 100,
    radiusY: 45,
    color: hex(k, '#a78bfa'),
    opacity: 0.35,
  });
  const lure = k.vec2(BOSS_X - 150, y - 120 + Math.sin(s.time * 3) * 10);
  k.drawLines({ pts: [k.vec2(BOSS_X - 40, y - 95), k.vec2(BOSS_X - 110, y - 150), lure], width: 5, color: body });
  k.drawCircle({ pos: lure, radius: 24, color: hex(k, '#fef08a'), opacity: 0.25 });
  k.drawCircle({ pos: lure, radius: 14, color: hex(k, '#fef08a') });
  k.drawPolygon({
    pts: [k.vec2(BOSS_X - 140, y), k.vec2(BOSS_X - 30, y - 25), k.vec2(BOSS_X - 30, y + 45)],
    color: hex(k, '#1e1b4b'),
  });
  for (let i = 0; i < 4; i++) {
    const tx = BOSS_X - 120 + i * 24;
    k.drawPolygon({
      pts: [k.vec2(tx, y - 4 - i * 6), k.vec2(tx + 12, y - 4 - i * 6), k.vec2(tx + 6, y + 10 - i * 6)],
      color: hex(k, '#f8fafc'),
    });
  }
  k.drawCircle({ pos: k.vec2(BOSS_X - 40, y - 50), radius: 26, color: hex(k, '#f8fafc') });
  k.drawCircle({ pos: k.vec2(BOSS_X - 48, y - 48), radius: 12, color: hex(k, b.phase === 3 ? '#dc2626' : '#0f172a') });
  const t = s.tentacle;
  if (!t) return;
  if (!tentacleStriking(t)) {
    k.drawRect({
      pos: k.vec2(0, t.y - 30),
      width: 960,
      height: 60,
      color: hex(k, '#ef4444'),
      opacity: 0.18 + 0.1 * Math.sin(s.time * 20),
    });
    k.drawText({ text: '! TENTACLE !', pos: k.vec2(300, t.y), size: 26, anchor: 'center', color: hex(k, '#fecaca') });
    return;
  }
  const tipX = tentacleTip(t);
  k.drawLines({
    pts: [k.vec2(BOSS_X - 60, y + 40), k.vec2(BOSS_X - 160, t.y), k.vec2(tipX, t.y)],
    width: 34,
    color: body,
  });
  for (let x = tipX + 30; x < BOSS_X - 160; x += 50)
    k.drawCircle({ pos: k.vec2(x, t.y + 10), radius: 7, color: hex(k, '#f0abfc') });
}

export default game;
