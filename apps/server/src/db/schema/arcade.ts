import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { districts } from './geo';
import { classes } from './rosters';
import { users } from './users';

// The arcade (decision 0032): an append-only coin ledger with a wallet that can never go below zero, the
// inventory, the aquarium, the profile, game rounds started and checked on the server, and the governance of
// teachers (per class) and district admins.

/** Every coin credited or spent, never updated or deleted. `refKey` names what earned or bought it, once per
 * student: `lesson:<session>:<source>`, `assignment:<id>`, `purchase:<uuid>`. A reward of a game round (the
 * spec's reward type 1) is a row of 0 coins with the token it gave in `itemId`. */
export const arcadeLedger = pgTable(
  'arcade_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    delta: integer('delta').notNull(),
    /** The coin source (1-6 the spec's, 7 a finished assignment) of a credit; null for a spend. */
    source: smallint('source'),
    refKey: text('ref_key').notNull(),
    classId: integer('class_id').references(() => classes.id),
    itemId: integer('item_id'),
    quantity: integer('quantity'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('arcade_ledger_ref_uq').on(t.studentId, t.refKey),
    index('arcade_ledger_class_idx').on(t.classId, t.createdAt),
  ],
);

/** The balance, kept with the ledger in one transaction; the check refuses any spend the balance cannot pay. */
export const arcadeWallets = pgTable(
  'arcade_wallets',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => users.id),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('arcade_wallets_balance_nonnegative', sql`${t.balance} >= 0`)],
);

export const arcadeInventory = pgTable(
  'arcade_inventory',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    itemId: integer('item_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.itemId] }),
    check('arcade_inventory_quantity_nonnegative', sql`${t.quantity} >= 0`),
  ],
);

/** A student's arcade self: the kid-safe display name (ranks show it, never the real name), what they wear and
 * take into games, and the aquarium. */
export const arcadeProfiles = pgTable('arcade_profiles', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id),
  displayName: text('display_name').notNull(),
  rerolls: integer('rerolls').notNull().default(0),
  bannerItem: integer('banner_item'),
  avatarItem: integer('avatar_item'),
  cardItem: integer('card_item'),
  /** Aquarium places: `[{ slot, itemId }]`, validated by ZAquariumPlacements. */
  aquarium: jsonb('aquarium').notNull().default([]),
  fedAt: timestamp('fed_at', { withTimezone: true }),
});

/** A round: started by the server (its id is signed to the student), its result accepted once. */
export const arcadeRounds = pgTable(
  'arcade_rounds',
  {
    id: uuid('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    /** The class the student plays under (ranks and the teacher's summary). */
    classId: integer('class_id').references(() => classes.id),
    gameId: smallint('game_id').notNull(),
    seed: integer('seed').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Paid for with a token because the day's layers were used. */
    usedToken: boolean('used_token').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: integer('score'),
    won: boolean('won'),
    /** Why a submitted score was refused (implausible), kept for the teacher and the log. */
    refused: text('refused'),
  },
  (t) => [
    index('arcade_rounds_student_day_idx').on(t.studentId, t.day),
    index('arcade_rounds_class_idx').on(t.classId, t.gameId, t.startedAt),
  ],
);

/** A teacher's arcade rules for one class; a class without a row uses the defaults. */
export const arcadeClassSettings = pgTable(
  'arcade_class_settings',
  {
    classId: integer('class_id')
      .primaryKey()
      .references(() => classes.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    openMode: smallint('open_mode').notNull().default(1),
    windowStart: text('window_start'),
    windowEnd: text('window_end'),
    showRanks: boolean('show_ranks').notNull().default(false),
    /** Reward for a finished assignment: 1 a game round (a token), 2 coins (the spec's reward types). */
    completionReward: smallint('completion_reward').notNull().default(2),
    /** Coin amounts per source, within 0..COIN_AMOUNT_MAX (ZCoinAmounts). */
    coinAmounts: jsonb('coin_amounts').notNull().default({}),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('arcade_class_settings_mode', sql`${t.openMode} in (1, 2, 3)`)],
);

/** A district admin's switch: the arcade off for every school of the district. */
export const arcadeDistrictSettings = pgTable('arcade_district_settings', {
  districtId: integer('district_id')
    .primaryKey()
    .references(() => districts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
