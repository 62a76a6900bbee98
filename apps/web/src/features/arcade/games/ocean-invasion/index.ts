import type { KAPLAYCtx } from 'kaplay';
import { drawCrab, drawFish, drawJelly, drawSub, hex } from '../common/underwater-art';
import { createRound, runRound, soundPlayer, touchHeld } from '../common/underwater-round';
import { clock, drawHowTo, drawHud, drawMessage, drawSea, hearts } from '../common/underwater-scene';
import type { GameDefinition } from '../types';
import {
  answerMath,
  createInvasion,
  type InvasionState,
  invaderPos,
  ROUND_SECONDS,
  SUB_Y,
  stepInvasion,
} from './logic';

// Ocean Invasion on screen: the marching sea creatures, coral shelters, ink drops and the player's submarine.

const game: GameDefinition = {
  id: 7,
  controls: {
    keyboard: 'Left/Right arrows or A/D move the submarine; hold Space (or Up) to fire torpedoes.',
    touch: 'Hold and drag to move the submarine; it fires while you hold.',
  },
  start(host) {
    const { k } = host;
    const s = createInvasion(host.seed);
    const round = createRound(host);
    const touch = touchHeld(k);
    const playEvents = soundPlayer(host, s.events);
    runRound(
      k,
      round,
      playEvents,
      s,
      (dt) => {
        const dir = (k.isKeyDown(['right', 'd']) ? 1 : 0) - (k.isKeyDown(['left', 'a']) ? 1 : 0);
        const held = touch.held();
        const fire = held || k.isKeyDown(['space', 'up', 'w', 'enter']);
        stepInvasion(s, dt, { dir, targetX: held ? k.mousePos().x : null, fire });
      },
      (right) => answerMath(s, right),
    );
    k.onDraw(() => drawInvasion(k, s));
  },
};

function drawInvasion(k: KAPLAYCtx, s: InvasionState): void {
  drawSea(k, s.time, { floor: false });
  k.drawRect({ pos: k.vec2(0, 520), width: 960, height: 20, color: hex(k, '#c2a36b') });
  for (const inv of s.invaders) {
    if (!inv.alive) continue;
    const p = invaderPos(s, inv);
    const bob = Math.sin(s.time * 4 + inv.col) * 3;
    if (inv.row === 0) drawJelly(k, p.x, p.y - 8 + bob, 26, '#f0abfc', s.time);
    else if (inv.row <= 2) drawCrab(k, p.x, p.y + bob, 20, inv.row === 1 ? '#f87171' : '#fb923c', s.time);
    else drawFish(k, p.x, p.y + bob, 24, inv.row === 3 ? '#a3e635' : '#2dd4bf', { facing: s.dir, t: s.time });
  }
  for (const c of s.corals) {
    if (c.hp <= 0) continue;
    const h = 10 + c.hp * 4;
    k.drawRect({ pos: k.vec2(c.x, 440), width: 88, height: h, anchor: 'bot', radius: 12, color: hex(k, '#f472b6') });
    for (let i = -1; i <= 1; i++) {
      k.drawCircle({ pos: k.vec2(c.x + i * 28, 440 - h), radius: 12, color: hex(k, '#fb7185') });
    }
  }
  for (const t of s.torpedoes) {
    k.drawRect({ pos: k.vec2(t.x, t.y), width: 6, height: 20, anchor: 'center', radius: 3, color: hex(k, '#fde047') });
  }
  for (const ink of s.inks) {
    k.drawCircle({ pos: k.vec2(ink.x, ink.y), radius: 9, color: hex(k, '#312e81') });
    k.drawCircle({ pos: k.vec2(ink.x - 2, ink.y - 2), radius: 4, color: hex(k, '#a5b4fc') });
  }
  const blink = s.hurtFor > 0 && Math.floor(s.time * 10) % 2 === 0;
  if (!blink) {
    k.pushTransform();
    k.pushTranslate(s.subX, SUB_Y);
    k.pushRotate(-90);
    drawSub(k, 0, 0, 26, '#facc15', 1);
    k.popTransform();
  }
  drawHud(k, `Score ${s.score}`, `Wave ${s.wave}  ${clock(ROUND_SECONDS - s.time)}`, hearts(s.lives));
  if (s.time - s.waveStart < 1.5 && s.wave > 1) drawMessage(k, `Wave ${s.wave}!`, 1, 300);
  drawHowTo(
    k,
    'Stop the sea invaders! Move with the arrows, hold Space to fire. Hide behind the coral.',
    s.time,
    340,
    6,
  );
}

export default game;
