import { ARCADE_COIN_SOURCES, GAMES } from '../enums';

// The arcade's pure rules (docs/decisions/0032): the ledger's arithmetic, coin amounts and their limits, when a
// class's arcade is open, a round's plausibility, and kid-safe display names. Server and web share them.

/** One ledger entry: credits are positive, spends negative. */
export interface LedgerEntry {
  delta: number;
}

/** A balance is the sum of its entries; it is never allowed below zero. */
export const balanceOf = (entries: readonly LedgerEntry[]) => entries.reduce((sum, e) => sum + e.delta, 0);

/** Whether a spend of `price` fits the balance (prices are whole, non-negative coins). */
export const canSpend = (balance: number, price: number) => Number.isInteger(price) && price >= 0 && balance >= price;

/** What each coin source credits unless the class sets its own amount, and the range a teacher may choose. */
export const COIN_AMOUNTS_DEFAULT = {
  lessonComplete: 10,
  checkpoint: 5,
  exitTicket: 5,
  myLessonComplete: 10,
  myLessonCheckpoint: 5,
  myLessonExitTicket: 5,
  assignmentComplete: 10,
} as const;
export type CoinAmountKey = keyof typeof COIN_AMOUNTS_DEFAULT;
export const COIN_AMOUNT_KEYS = Object.keys(COIN_AMOUNTS_DEFAULT) as CoinAmountKey[];
export const COIN_AMOUNT_MAX = 50;
/** The ledger's source for a finished assignment, after the spec's six lesson sources. */
export const ASSIGNMENT_COIN_SOURCE = 7;
export const COIN_SOURCE_KEYS: Record<number, CoinAmountKey> = {
  ...(Object.fromEntries(Object.entries(ARCADE_COIN_SOURCES).map(([key, source]) => [source, key])) as Record<
    number,
    CoinAmountKey
  >),
  [ASSIGNMENT_COIN_SOURCE]: 'assignmentComplete',
};
/** Lesson coin sources credited when the lesson is completed, and when a check is graded. */
export const LESSON_COMPLETION_SOURCES = [ARCADE_COIN_SOURCES.lessonComplete, ARCADE_COIN_SOURCES.myLessonComplete];
export const LESSON_CHECK_SOURCES = [
  ARCADE_COIN_SOURCES.checkpoint,
  ARCADE_COIN_SOURCES.exitTicket,
  ARCADE_COIN_SOURCES.myLessonCheckpoint,
  ARCADE_COIN_SOURCES.myLessonExitTicket,
];

/** When a class's arcade opens: always, once today's assignments are turned in, or in a daily time window. */
export const ARCADE_OPEN_MODES = { always: 1, afterAssignments: 2, window: 3 } as const;
export type ArcadeOpenMode = (typeof ARCADE_OPEN_MODES)[keyof typeof ARCADE_OPEN_MODES];

export interface OpenFacts {
  enabled: boolean;
  mode: ArcadeOpenMode;
  /** "HH:MM" in the school's day, for the window mode. */
  windowStart: string | null;
  windowEnd: string | null;
  /** The local time now, "HH:MM". */
  now: string;
  /** Assignments of the class open today that the student has not turned in. */
  unfinishedToday: number;
}

export type ClosedReason = 'off' | 'assignments' | 'window';

/** Whether a class lets the student into the arcade now, and why not. */
export function arcadeOpen(f: OpenFacts): { open: true } | { open: false; reason: ClosedReason } {
  if (!f.enabled) return { open: false, reason: 'off' };
  if (f.mode === ARCADE_OPEN_MODES.afterAssignments && f.unfinishedToday > 0)
    return { open: false, reason: 'assignments' };
  if (f.mode === ARCADE_OPEN_MODES.window) {
    const start = f.windowStart ?? '00:00';
    const end = f.windowEnd ?? '23:59';
    if (f.now < start || f.now >= end) return { open: false, reason: 'window' };
  }
  return { open: true };
}

/** Rounds a game allows a student each day ("layers"); a game token buys one more. */
export const LAYERS_PER_GAME_PER_DAY = 5;
/** Rounds a day for a student without a paid or premium license (the spec's free game limit). */
export const FREE_GAMES_PER_DAY = 3;
/**
 * The most points a second a round may average (decision 0034). Every game's finish caps its score at this rate for
 * the seconds it was played, and each game's perfect-play test shows its honest scoring stays under it.
 */
export const MAX_POINTS_PER_SECOND = 20;

/**
 * How long each game's clock can run, in seconds, by game id: its round length (`ROUND_SECONDS` in the game's
 * logic) plus what right math answers add (Matching Seashells +15 s at most twice, Sea Jewels +20 s once). A round
 * cannot be played longer than its clock, however long it stays open; the games' tests hold these to their logic.
 */
export const GAME_CLOCK_SECONDS: Readonly<Record<number, number>> = {
  1: 150,
  2: 180,
  3: 120,
  4: 150,
  5: 150 + 2 * 15,
  6: 150,
  7: 120,
  8: 120 + 20,
  9: 120,
  10: 120,
  11: 175,
  12: 150,
  13: 90,
  14: 180,
  15: 120,
  16: 150,
};

/** A round's limits: the shortest a round can be, the longest it stays open, and the last step a clock may run over. */
export const ROUND_RULES = { minSeconds: 2, maxSeconds: 20 * 60, lastStepSeconds: 1 } as const;

/** The most a round of the game can score in the seconds the server measured from starting it: the fastest honest
 * rate for the time played, and never more time than the game's clock gives. */
export function roundCeiling(gameId: number, elapsedSeconds: number): number {
  const clock = (GAME_CLOCK_SECONDS[gameId] ?? 0) + ROUND_RULES.lastStepSeconds;
  return Math.floor(MAX_POINTS_PER_SECOND * Math.min(Math.max(0, elapsedSeconds), clock));
}

export type Implausible = 'tooFast' | 'tooLong' | 'scoreRate' | 'badScore';

/** Checks a submitted round of a game against the time the server measured; null when play could reach it. */
export function roundImplausible(gameId: number, score: number, elapsedSeconds: number): Implausible | null {
  if (!Number.isInteger(score) || score < 0) return 'badScore';
  if (elapsedSeconds < ROUND_RULES.minSeconds) return 'tooFast';
  if (elapsedSeconds > ROUND_RULES.maxSeconds) return 'tooLong';
  if (score > roundCeiling(gameId, elapsedSeconds)) return 'scoreRate';
  return null;
}

export const GAME_IDS: readonly number[] = GAMES.map((g) => g.id);
export const gameById = (id: number) => GAMES.find((g) => g.id === id);

const ADJECTIVES = [
  'Brave',
  'Bright',
  'Bubbly',
  'Calm',
  'Clever',
  'Cosmic',
  'Curious',
  'Daring',
  'Eager',
  'Fancy',
  'Friendly',
  'Gentle',
  'Happy',
  'Jolly',
  'Kind',
  'Lucky',
  'Mighty',
  'Nimble',
  'Peppy',
  'Quick',
  'Rapid',
  'Shiny',
  'Sunny',
  'Swift',
  'Witty',
  'Zippy',
];
const ANIMALS = [
  'Otter',
  'Dolphin',
  'Turtle',
  'Seal',
  'Starfish',
  'Octopus',
  'Penguin',
  'Manatee',
  'Narwhal',
  'Seahorse',
  'Walrus',
  'Puffin',
  'Crab',
  'Squid',
  'Orca',
  'Clam',
  'Shrimp',
  'Pelican',
  'Urchin',
  'Coral',
];

/** A kid-safe display name from the word lists, chosen by a number (the student's id and their reroll count), so
 * it is stable until rerolled and never reveals the student's real name. */
export function displayNameFor(n: number): string {
  const x = Math.abs(Math.imul(n ^ 0x5bd1e995, 0x27d4eb2d) ^ (n >>> 7));
  const adjective = ADJECTIVES[x % ADJECTIVES.length];
  const animal = ANIMALS[Math.floor(x / ADJECTIVES.length) % ANIMALS.length];
  return `${adjective}${animal}${(Math.floor(x / 997) % 90) + 10}`;
}
