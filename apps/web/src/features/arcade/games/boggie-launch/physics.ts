import { type Block, GROUND, type Target } from './levels';

// Boggie Launch's simple physics: Boggie (a circle) against blocks (boxes), and pieces falling when nothing holds
// them up. Pure functions over the level's pieces, so the rules in logic.ts stay short.

export const BALL_R = 20;
const FALL_GRAVITY = 1600;

export interface Ball {
  x: number;
  y: number;
  vx: number;
  vy: number;
  t: number;
}

/** Boggie against one block: a fast hit breaks it ('smash', Boggie flies on slower), else it bounces off ('thud'). */
export function hitBlock(b: Ball, block: Block): 'smash' | 'thud' | null {
  const nx = Math.max(block.x, Math.min(b.x, block.x + block.w));
  const ny = Math.max(block.y, Math.min(b.y, block.y + block.h));
  const dx = b.x - nx;
  const dy = b.y - ny;
  const d2 = dx * dx + dy * dy;
  if (d2 >= BALL_R * BALL_R) return null;
  const d = Math.sqrt(d2) || 1;
  const ux = d2 === 0 ? 0 : dx / d;
  const uy = d2 === 0 ? -1 : dy / d;
  if (Math.hypot(b.vx, b.vy) > 260) {
    block.hp -= block.kind === 'ice' ? 2 : 1;
    if (block.hp <= 0) {
      block.alive = false;
      b.vx *= block.kind === 'ice' ? 0.85 : 0.7;
      b.vy *= 0.7;
      return 'smash';
    }
  }
  b.x = nx + ux * BALL_R;
  b.y = ny + uy * BALL_R;
  const dot = b.vx * ux + b.vy * uy;
  if (dot < 0) {
    b.vx = (b.vx - 1.4 * dot * ux) * 0.8;
    b.vy = (b.vy - 1.4 * dot * uy) * 0.8;
  }
  return 'thud';
}

/** The top of whatever holds up a span [x, x+w] whose bottom is at `bottom` (a block or the ground). */
export function supportTop(blocks: Block[], self: Block | null, x: number, w: number, bottom: number): number {
  let top = GROUND;
  for (const o of blocks) {
    if (!o.alive || o === self || o.y < bottom - 2) continue;
    if (o.x < x + w - 4 && o.x + o.w > x + 4) top = Math.min(top, o.y);
  }
  return top;
}

/** Lets unsupported blocks and bugs fall (a bug under a falling block, or one that tumbles, pops); true while
 * anything is still falling. */
export function settlePieces(blocks: Block[], targets: Target[], dt: number, pop: (t: Target) => void): boolean {
  let moving = false;
  for (const b of blocks) {
    if (!b.alive) continue;
    const top = supportTop(blocks, b, b.x, b.w, b.y + b.h);
    if (b.y + b.h >= top - 0.5) continue;
    moving = true;
    b.vy += FALL_GRAVITY * dt;
    b.y = Math.min(b.y + b.vy * dt, top - b.h);
    if (b.y + b.h >= top - 0.5) b.vy = 0;
    for (const t of targets) {
      if (t.alive && t.x > b.x - t.r && t.x < b.x + b.w + t.r && t.y > b.y && t.y < b.y + b.h + t.r) pop(t);
    }
  }
  for (const t of targets) {
    if (!t.alive) continue;
    const top = supportTop(blocks, null, t.x - t.r * 0.6, t.r * 1.2, t.y + t.r);
    if (t.y + t.r >= top - 0.5) {
      t.fallFrom = t.y;
      continue;
    }
    moving = true;
    t.vy += FALL_GRAVITY * dt;
    t.y = Math.min(t.y + t.vy * dt, top - t.r);
    if (t.y + t.r >= top - 0.5) {
      t.vy = 0;
      if (t.y - t.fallFrom > 30) pop(t);
    }
  }
  return moving;
}
