// The Boggie rounds' one math moment (pure, so each game's logic.ts keeps it under test): when the round runs out
// of lives (or room), the first time it waits for the math question, the second time it ends.

/** What a round keeps for its math moment. */
export interface LastChanceState {
  mathUsed: boolean;
  /** Paused for the math question. */
  waiting: boolean;
  over: boolean;
  events: { push(event: 'ask'): unknown };
}

/** Out of lives: ask the math question once (the round waits for the answer), end the round after that. */
export function lastChance(s: LastChanceState): void {
  if (s.mathUsed) {
    s.over = true;
    return;
  }
  s.mathUsed = true;
  s.waiting = true;
  s.events.push('ask');
}
