import { describe, expect, it } from 'vitest';
import {
  answerMath,
  createDiver,
  type DiverState,
  GOAL_DEPTH,
  oxygenDrain,
  ROUND_SECONDS,
  sinkSpeed,
  stepDiver,
} from './logic';

const sink = { dx: 0, dy: 0, target: null };

function itemAtDiver(s: DiverState, kind: 'coin' | 'gem' | 'air' | 'jelly'): void {
  s.items.push({ kind, x: s.diver.x, y: s.diver.y, vx: 0, alive: true });
}

describe('Deep Sea Diver logic', () => {
  it('sinks at three speeds, steers, and drains oxygen faster deeper', () => {
    const s = createDiver(1);
    stepDiver(s, 1, { dx: 1, dy: 1, target: null });
    expect(s.diver.y).toBe(sinkSpeed(1));
    expect(s.diver.x).toBe(480 + 280);
    expect(sinkSpeed(-1)).toBeLessThan(sinkSpeed(0));
    expect(oxygenDrain(GOAL_DEPTH)).toBeGreaterThan(oxygenDrain(0));
    expect(s.oxygen).toBeCloseTo(100 - oxygenDrain(sinkSpeed(1)), 0);
  });

  it('swims toward a finger, diving faster when it is below', () => {
    const s = createDiver(2);
    stepDiver(s, 0.5, { dx: 0, dy: 0, target: { x: 100, y: 500 } });
    expect(s.diver.x).toBeLessThan(480);
    expect(s.diver.y).toBeCloseTo(sinkSpeed(1) * 0.5);
  });

  it('collects coins, gems and air; jellyfish sting oxygen once per blink', () => {
    const s = createDiver(3);
    s.items = [];
    itemAtDiver(s, 'coin');
    itemAtDiver(s, 'gem');
    stepDiver(s, 0.01, sink);
    expect(s.score).toBe(15);
    s.oxygen = 50;
    itemAtDiver(s, 'air');
    stepDiver(s, 0.01, sink);
    expect(s.oxygen).toBeGreaterThan(74);
    const before = s.oxygen;
    itemAtDiver(s, 'jelly');
    stepDiver(s, 0.01, sink);
    stepDiver(s, 0.01, sink);
    expect(before - s.oxygen).toBeGreaterThan(19);
    expect(before - s.oxygen).toBeLessThan(21);
  });

  it('asks math when the air runs out: right refills to 60, then running out again ends the dive', () => {
    const s = createDiver(4);
    s.oxygen = 0.01;
    stepDiver(s, 0.1, sink);
    expect(s.needMath).toBe(true);
    answerMath(s, true);
    expect(s.oxygen).toBe(60);
    s.oxygen = 0.01;
    stepDiver(s, 0.1, sink);
    expect(s.over).toBe(true);
    expect(s.won).toBe(false);
  });

  it('reaching the floor wins within the time, under 20 points a second', () => {
    const s = createDiver(5);
    let t = 0;
    while (!s.over) {
      const next = s.items.find((i) => i.alive && i.kind !== 'jelly' && i.y > s.diver.y);
      stepDiver(s, 1 / 30, { dx: next ? Math.sign(next.x - s.diver.x) : 0, dy: 1, target: null });
      if (s.needMath) answerMath(s, true);
      t += 1 / 30;
    }
    expect(s.won).toBe(true);
    expect(t).toBeLessThan(ROUND_SECONDS);
    expect(s.score / t).toBeLessThan(20);
    expect(s.score).toBeGreaterThan(50);
  });
});
