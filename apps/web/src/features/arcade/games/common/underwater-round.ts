import { MAX_POINTS_PER_SECOND } from '@clearsheets/shared';
import type { KAPLAYCtx } from 'kaplay';
import type { GameHost, SfxName } from '../types';

// The round bookkeeping every underwater game needs: one math moment at a time (input ignored meanwhile, since
// KAPLAY still delivers key presses while the host pauses updates), and finish called exactly once.

export interface Round {
  /** True while a math question is open or after the round ended: ignore the player's input then. */
  busy(): boolean;
  /** Asks the host's math question, then calls back with the answer (false on any failure). */
  ask(onAnswer: (right: boolean) => void): void;
  /** Ends the round once, with a whole, non-negative score, capped at the honest rate for the time played. */
  end(score: number, won: boolean): void;
  /** True once end was called. */
  ended(): boolean;
}

/** Wraps the host for one round, so games can't ask twice at once, leave a promise unhandled or finish twice. */
export function createRound(host: GameHost): Round {
  let asking = false;
  let done = false;
  // The round started on the server before this, so the seconds counted here never exceed the server's.
  const startedAt = performance.now();
  return {
    busy: () => asking || done,
    ask(onAnswer) {
      if (asking || done) return;
      asking = true;
      host
        .askMath()
        .catch(() => false)
        .then((right) => {
          asking = false;
          if (!done) onAnswer(right);
        });
    },
    end(score, won) {
      if (done) return;
      done = true;
      const played = (performance.now() - startedAt) / 1000;
      const capped = Math.min(Math.round(score), Math.floor(played * MAX_POINTS_PER_SECOND));
      host.finish({ score: Math.max(0, capped), won });
    },
    ended: () => done,
  };
}

/** Plays the sounds a step queued in `events`, then empties the queue. */
export function soundPlayer(host: GameHost, events: SfxName[]) {
  return () => {
    for (const e of events) host.sfx(e);
    events.length = 0;
  };
}

/** Wraps an input handler: ignored while the round is busy, and the sounds it caused are played after it. */
export function guardedInput(round: Round, play: () => void) {
  return (fn: () => void) => () => {
    if (round.busy()) return;
    fn();
    play();
  };
}

/** The grid games' keyboard: arrows or WASD move the cursor, Space or Enter chooses. */
export function bindGridKeys(
  k: KAPLAYCtx,
  act: (fn: () => void) => () => void,
  move: (dx: number, dy: number) => void,
  choose: () => void,
) {
  const moves = [
    [['left', 'a'], -1, 0],
    [['right', 'd'], 1, 0],
    [['up', 'w'], 0, -1],
    [['down', 's'], 0, 1],
  ] as const;
  for (const [keys, dx, dy] of moves)
    k.onKeyPress(
      [...keys],
      act(() => move(dx, dy)),
    );
  k.onKeyPress(['space', 'enter'], act(choose));
}

/** Touch steering: whether a finger (or the mouse button) that went down on the field is still down; a game may
 * release it when the keyboard takes over. */
export function touchHeld(k: KAPLAYCtx) {
  let touching = false;
  k.onMousePress(() => {
    touching = true;
  });
  k.onMouseRelease(() => {
    touching = false;
  });
  return {
    held: () => touching && k.isMouseDown(),
    release: () => {
      touching = false;
    },
  };
}

/** The game state the round loop reads. */
export interface RoundState {
  needMath: boolean;
  over: boolean;
  score: number;
  won: boolean;
}

/**
 * The frame loop: unless the round is busy, `step` the game (at most 1/30 s at a time, so a stalled tab never
 * jumps), play its sounds, then ask the math question it wants (`answer` applies the reply) or end the round.
 */
export function runRound(
  k: KAPLAYCtx,
  round: Round,
  playEvents: () => void,
  s: RoundState,
  step: (dt: number) => void,
  answer: (right: boolean) => void,
) {
  k.onUpdate(() => {
    if (round.busy()) return;
    step(Math.min(k.dt(), 1 / 30));
    playEvents();
    if (s.needMath) {
      round.ask((right) => {
        answer(right);
        playEvents();
        if (s.over) round.end(s.score, s.won);
      });
    } else if (s.over) round.end(s.score, s.won);
  });
}
