import type { KAPLAYCtx } from 'kaplay';

// The contract between the arcade's player page (/playgame) and each of the sixteen games. A game is a KAPLAY
// scene written against this host: it never touches the network, the DOM outside its canvas or local storage.

/** The play field every game draws in, in game units; the canvas letterboxes it to the screen. */
export const FIELD = { width: 960, height: 540 } as const;

/** Short synthesized sounds (WebAudio, no files); silent while the student has muted the game. */
export type SfxName = 'tap' | 'score' | 'hit' | 'jump' | 'power' | 'lose' | 'win';

/** How a round ended: the score the server checks for plausibility, and whether the player won. */
export interface RoundResult {
  score: number;
  won: boolean;
}

export interface CardColours {
  color: string;
  accent: string;
}

export interface GameHost {
  /** The KAPLAY context, already created on the page's canvas at FIELD's size. */
  k: KAPLAYCtx;
  /** Seeds the round's randomness (the server's session gives it), so a round can be replayed in a test. */
  seed: number;
  /**
   * The colours of the creature card the student takes into games (chosen on their profile), or null. The games
   * whose hero is a fish wear them: the fish in Fishy Bounce, the bubble fish in Fish VS Zombies.
   */
  card: CardColours | null;
  /** Plays a sound unless muted. */
  sfx(name: SfxName): void;
  /**
   * The math moment: pauses the game and asks a question from the student's own standards; resolves true when
   * answered right (the game then grants its power-up or continue), false when wrong or skipped. Call it at most
   * three times a round and never while another is open.
   */
  askMath(): Promise<boolean>;
  /** Ends the round, once; the page submits the score and shows the result. Later calls are ignored. */
  finish(result: RoundResult): void;
}

/** One game: its id (the spec's enumeration), how to play it, and its scene. */
export interface GameDefinition {
  id: number;
  /** One sentence per input kind, shown beside the canvas, e.g. "Arrow keys or drag to move; Space to jump." */
  controls: { keyboard: string; touch: string };
  start(host: GameHost): void;
}
