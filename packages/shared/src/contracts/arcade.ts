import { z } from 'zod';
import { AQUARIUM_SLOTS, CATALOG_BY_ID } from '../arcade/catalog';
import { ARCADE_OPEN_MODES, COIN_AMOUNT_MAX, GAME_IDS } from '../arcade/rules';
import { ZId, ZIdParam } from './ids';
import { ZReportDay } from './reports-common';

// The arcade's requests and replies (decision 0032): the student's arcade, the shop, the aquarium, the profile,
// game rounds, ranks and summaries; a teacher's class settings and game summary; a district admin's switch.

const ITEM_MESSAGE = 'Choose an item from the shop';
export const ZItemId = z
  .number({ error: ITEM_MESSAGE })
  .int(ITEM_MESSAGE)
  .refine((id) => CATALOG_BY_ID.has(id), ITEM_MESSAGE);
/** A game in a path: an id (the one id rule) that names one of the sixteen games. */
export const ZGameId = ZIdParam.refine((id) => GAME_IDS.includes(id), 'Choose a game');

export const ZPurchase = z.object({ itemId: ZItemId, quantity: z.number().int().min(1).max(10).default(1) });
export type TPurchase = z.input<typeof ZPurchase>;

export const ZAquariumPlacement = z.object({
  slot: z
    .number()
    .int()
    .min(0)
    .max(AQUARIUM_SLOTS - 1),
  itemId: ZItemId,
});
export const ZAquariumPlacements = z
  .array(ZAquariumPlacement)
  .max(AQUARIUM_SLOTS)
  .refine((list) => new Set(list.map((p) => p.slot)).size === list.length, 'One thing per place');
export const ZAquariumUpdate = z.object({ placements: ZAquariumPlacements });

export const ZProfileUpdate = z.object({
  bannerItem: ZItemId.nullable().optional(),
  avatarItem: ZItemId.nullable().optional(),
  cardItem: ZItemId.nullable().optional(),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

export const ZArcadeProfile = z.object({
  displayName: z.string(),
  bannerItem: z.number().nullable(),
  avatarItem: z.number().nullable(),
  cardItem: z.number().nullable(),
});
export type TArcadeProfile = z.infer<typeof ZArcadeProfile>;
const ZItemArt = z.object({ shape: z.string(), color: z.string(), accent: z.string().optional() });
/**
 * The student header's badge: name, banner, avatar and coins, with how the banner and avatar are drawn (so the
 * header, loaded on every student page, needs no copy of the catalogue).
 */
export const ZArcadeBadge = ZArcadeProfile.extend({
  balance: z.number(),
  bannerArt: ZItemArt.nullable(),
  avatarArt: ZItemArt.nullable(),
});
export type TArcadeBadge = z.infer<typeof ZArcadeBadge>;

export const ZArcadeClosed = z.object({
  reason: z.enum(['district', 'off', 'assignments', 'window', 'noClass']),
  className: z.string().nullable(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
});

export const ZArcadeGameCard = z.object({
  id: ZId,
  name: z.string(),
  kind: z.enum(['underwater', 'boggie']),
  roundsToday: z.number(),
  layersLeft: z.number(),
  best: z.number().nullable(),
});

export const ZLedgerLine = z.object({
  delta: z.number(),
  source: z.number().nullable(),
  itemId: ZId.nullable(),
  quantity: z.number().nullable(),
  at: z.string(),
});

export const ZArcadeHome = z.object({
  balance: z.number(),
  /** Null when open; otherwise why the arcade is closed now. */
  closed: ZArcadeClosed.nullable(),
  profile: ZArcadeProfile,
  inventory: z.array(z.object({ itemId: ZId, quantity: z.number() })),
  aquarium: z.object({ placements: ZAquariumPlacements, fedAt: z.string().nullable(), hungry: z.boolean() }),
  games: z.array(ZArcadeGameCard),
  /** Rounds left today on a free license; null when the license allows unlimited play. */
  freeRoundsLeft: z.number().nullable(),
  showRanks: z.boolean(),
  recent: z.array(ZLedgerLine),
});
export type TArcadeHome = z.infer<typeof ZArcadeHome>;

export const ZMathMoment = z.object({
  standard: z.string().nullable(),
  prompt: z.string(),
  choices: z.array(z.string()).min(2).max(4),
  answer: z.number().int(),
});
export type TMathMoment = z.infer<typeof ZMathMoment>;

export const ZRoundStarted = z.object({
  /** `<round uuid>.<signature>`: the one key that submits this round's score. */
  round: z.string(),
  seed: z.number(),
  usedToken: z.boolean(),
  mathMoments: z.array(ZMathMoment),
});
export type TRoundStarted = z.infer<typeof ZRoundStarted>;

export const ZRoundSubmit = z.object({
  round: z.string().min(10).max(200),
  score: z.number().int().min(0).max(1_000_000),
  won: z.boolean(),
});
export const ZRoundSaved = z.object({ score: z.number(), best: z.number(), newBest: z.boolean() });
export type TRoundSaved = z.infer<typeof ZRoundSaved>;

export const ZGameRanks = z.object({
  className: z.string(),
  items: z.array(z.object({ rank: z.number(), displayName: z.string(), best: z.number(), me: z.boolean() })),
});
export type TGameRanks = z.infer<typeof ZGameRanks>;

const ZHhMm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 14:30');
export const ZCoinAmounts = z.object({
  lessonComplete: z.number().int().min(0).max(COIN_AMOUNT_MAX),
  checkpoint: z.number().int().min(0).max(COIN_AMOUNT_MAX),
  exitTicket: z.number().int().min(0).max(COIN_AMOUNT_MAX),
  myLessonComplete: z.number().int().min(0).max(COIN_AMOUNT_MAX),
  myLessonCheckpoint: z.number().int().min(0).max(COIN_AMOUNT_MAX),
  myLessonExitTicket: z.number().int().min(0).max(COIN_AMOUNT_MAX),
  assignmentComplete: z.number().int().min(0).max(COIN_AMOUNT_MAX),
});
export type TCoinAmounts = z.infer<typeof ZCoinAmounts>;

export const ZClassArcadeSettings = z
  .object({
    enabled: z.boolean(),
    openMode: z.union([
      z.literal(ARCADE_OPEN_MODES.always),
      z.literal(ARCADE_OPEN_MODES.afterAssignments),
      z.literal(ARCADE_OPEN_MODES.window),
    ]),
    windowStart: ZHhMm.nullable(),
    windowEnd: ZHhMm.nullable(),
    showRanks: z.boolean(),
    completionReward: z.union([z.literal(1), z.literal(2)]),
    coinAmounts: ZCoinAmounts,
  })
  .refine(
    (s) => s.openMode !== ARCADE_OPEN_MODES.window || (!!s.windowStart && !!s.windowEnd && s.windowStart < s.windowEnd),
    { path: ['windowEnd'], message: 'The window must end after it starts' },
  );
export type TClassArcadeSettings = z.infer<typeof ZClassArcadeSettings>;
export const ZClassArcade = z.object({
  classId: ZId,
  className: z.string(),
  settings: ZClassArcadeSettings,
  /** The district switched the arcade off: the class's settings wait until it is back on. */
  districtOff: z.boolean(),
  /** The caller may change these settings (its teachers, its school's and district's admins). */
  canEdit: z.boolean(),
});
export type TClassArcade = z.infer<typeof ZClassArcade>;

export const ZGameSummaryQuery = z.object({ from: ZReportDay.optional(), to: ZReportDay.optional() });
export const ZGameSummaryRow = z.object({
  studentId: ZId,
  name: z.string(),
  displayName: z.string().nullable(),
  rounds: z.number(),
  games: z.array(z.object({ gameId: ZId, rounds: z.number(), best: z.number() })),
  coinsEarned: z.number(),
  coinsSpent: z.number(),
  lastPlayed: z.string().nullable(),
});
export const ZClassGameSummary = z.object({
  className: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(ZGameSummaryRow),
});
export type TClassGameSummary = z.infer<typeof ZClassGameSummary>;

export const ZStudentGameSummary = z.object({
  from: z.string(),
  to: z.string(),
  games: z.array(
    z.object({
      gameId: ZId,
      rounds: z.number(),
      best: z.number(),
      lastPlayed: z.string(),
      rank: z.number().nullable(),
    }),
  ),
  coinsEarned: z.number(),
  coinsSpent: z.number(),
});
export type TStudentGameSummary = z.infer<typeof ZStudentGameSummary>;

export const ZDistrictArcadeSwitch = z.object({ enabled: z.boolean() });
export const ZDistrictArcade = ZDistrictArcadeSwitch.extend({ canSwitch: z.boolean() });
export type TDistrictArcade = z.infer<typeof ZDistrictArcade>;
