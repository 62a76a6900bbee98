import type { GameHost } from '../types';

// The round bookkeeping every underwater game needs: one math moment at a time (input ignored meanwhile, since
// KAPLAY still delivers key presses while the host pauses updates), and finish called exactly once.

export interface Round {
  /** True while a math question is open or after the round ended: ignore the player's input then. */
  busy(): boolean;
  /** Asks the host's math question, then calls back with the answer (false on any failure). */
  ask(onAnswer: (right: boolean) => void): void;
  /** Ends the round once, with a whole, non-negative score. */
  end(score: number, won: boolean): void;
  /** True once end was called. */
  ended(): boolean;
}

/** Wraps the host for one round, so games can't ask twice at once, leave a promise unhandled or finish twice. */
export function createRound(host: GameHost): Round {
  let asking = false;
  let done = false;
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
      host.finish({ score: Math.max(0, Math.round(score)), won });
    },
    ended: () => done,
  };
}
