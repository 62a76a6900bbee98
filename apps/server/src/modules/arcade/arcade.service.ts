import {
  AQUARIUM_GROUPS,
  artOf,
  CATALOG_BY_ID,
  displayNameFor,
  FOOD_ITEM,
  FREE_GAMES_PER_DAY,
  GAMES,
  LAYERS_PER_GAME_PER_DAY,
  REROLL_ITEM,
  reportDayOf,
  type TArcadeHome,
  type TProfileUpdate,
  ZAquariumPlacements,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/sql-helpers';
import type { Caller } from '../../platform/auth/access-tokens';
import { AppError, badRequest } from '../../platform/errors';
import { unlimitedPlay } from './arcade.policy';
import {
  consumeItem,
  ensureProfile,
  inventoryOf,
  recentLedger,
  updateProfile,
  walletBalance,
} from './arcade.repository';
import { arcadeStanding } from './arcade-access.service';
import { bestScores, roundsToday } from './arcade-rounds.repository';
import { settleCredits } from './arcade-wallet.service';

// The student's arcade: balance, whether it is open, profile, inventory, aquarium and games, after crediting what
// they earned; and the changes they make to their aquarium and profile.

const FED_FOR_MS = 24 * 60 * 60 * 1000;

/** The profile, made on first sight with a kid-safe name drawn from the student's id. */
export const profileOf = (db: Db, studentId: number) => ensureProfile(db, studentId, displayNameFor(studentId));

export async function arcadeHome(db: Db, caller: Caller): Promise<TArcadeHome> {
  const studentId = caller.userId;
  // The classes are read once: for whether the arcade is open, and for the coin amounts of what is credited now.
  const standing = await arcadeStanding(db, studentId);
  await settleCredits(db, studentId, standing.classes);
  const today = reportDayOf(new Date());
  const [profile, balance, inventory, rounds, best, recent] = await Promise.all([
    profileOf(db, studentId),
    walletBalance(db, studentId),
    inventoryOf(db, studentId),
    roundsToday(db, studentId, today),
    bestScores(db, studentId),
    recentLedger(db, studentId),
  ]);
  const roundsAll = [...rounds.values()].reduce((sum, r) => sum + r.n, 0);
  const placements = ZAquariumPlacements.safeParse(profile.aquarium);
  return {
    balance,
    closed: standing.closed,
    profile: {
      displayName: profile.displayName,
      bannerItem: profile.bannerItem,
      avatarItem: profile.avatarItem,
      cardItem: profile.cardItem,
    },
    inventory,
    aquarium: {
      placements: placements.success ? placements.data : [],
      fedAt: profile.fedAt ? profile.fedAt.toISOString() : null,
      hungry: !profile.fedAt || Date.now() - profile.fedAt.getTime() > FED_FOR_MS,
    },
    games: GAMES.map((g) => {
      const played = rounds.get(g.id);
      const free = (played?.n ?? 0) - (played?.tokens ?? 0);
      return {
        id: g.id,
        name: g.name,
        kind: g.kind,
        roundsToday: played?.n ?? 0,
        layersLeft: Math.max(0, LAYERS_PER_GAME_PER_DAY - free),
        best: best.get(g.id) ?? null,
      };
    }),
    freeRoundsLeft: unlimitedPlay(caller) ? null : Math.max(0, FREE_GAMES_PER_DAY - roundsAll),
    showRanks: standing.showRanks,
    recent,
  };
}

/** The header's badge: the profile and the balance, after crediting what was earned (the student sees coins
 * from their first finished lesson or assignment on every page, not only once the arcade is opened). */
export async function arcadeBadge(db: Db, studentId: number) {
  await settleCredits(db, studentId, (await arcadeStanding(db, studentId)).classes);
  const [profile, balance] = await Promise.all([profileOf(db, studentId), walletBalance(db, studentId)]);
  return {
    displayName: profile.displayName,
    bannerItem: profile.bannerItem,
    avatarItem: profile.avatarItem,
    cardItem: profile.cardItem,
    balance,
    bannerArt: artOf(profile.bannerItem),
    avatarArt: artOf(profile.avatarItem),
  };
}

/** Places owned creatures and decorations in the aquarium (each owned item at most as often as owned). */
export async function placeInAquarium(db: Db, studentId: number, placements: unknown) {
  const parsed = ZAquariumPlacements.parse(placements);
  const owned = new Map((await inventoryOf(db, studentId)).map((i) => [i.itemId, i.quantity]));
  const used = new Map<number, number>();
  for (const p of parsed) {
    const item = CATALOG_BY_ID.get(p.itemId)!;
    if (!AQUARIUM_GROUPS.includes(item.group)) throw badRequest('placements', 'arcadeNotOwned');
    used.set(p.itemId, (used.get(p.itemId) ?? 0) + 1);
    if ((used.get(p.itemId) ?? 0) > (owned.get(p.itemId) ?? 0)) throw new AppError(409, 'not_owned', 'arcadeNotOwned');
  }
  await profileOf(db, studentId);
  await updateProfile(db, studentId, { aquarium: parsed });
  return { placements: parsed };
}

/** Feeds the aquarium: uses one fish food. */
export async function feedAquarium(db: Db, studentId: number) {
  await profileOf(db, studentId);
  return inTransaction(db, async (tx) => {
    if (!(await consumeItem(tx, studentId, FOOD_ITEM))) throw new AppError(409, 'no_food', 'arcadeNoFood');
    const fedAt = new Date();
    await updateProfile(tx, studentId, { fedAt });
    return { fedAt: fedAt.toISOString() };
  });
}

const PROFILE_GROUPS = { bannerItem: [15], avatarItem: [16], cardItem: [1] } as const;

/** Wears a banner or avatar, or picks the creature card to take into games: owned items of the right group only. */
export async function updateArcadeProfile(db: Db, studentId: number, body: TProfileUpdate) {
  const owned = new Set((await inventoryOf(db, studentId)).map((i) => i.itemId));
  const set: TProfileUpdate = {};
  for (const key of Object.keys(PROFILE_GROUPS) as (keyof typeof PROFILE_GROUPS)[]) {
    const value = body[key];
    if (value === undefined) continue;
    if (value !== null) {
      const item = CATALOG_BY_ID.get(value)!;
      if (!(PROFILE_GROUPS[key] as readonly number[]).includes(item.group)) throw badRequest(key, 'arcadeNotOwned');
      if (!owned.has(value)) throw new AppError(409, 'not_owned', 'arcadeNotOwned');
    }
    set[key] = value;
  }
  await profileOf(db, studentId);
  return (await updateProfile(db, studentId, set))!;
}

/** A new kid-safe display name: uses one username reroll. */
export async function rerollName(db: Db, studentId: number) {
  const profile = await profileOf(db, studentId);
  return inTransaction(db, async (tx) => {
    if (!(await consumeItem(tx, studentId, REROLL_ITEM))) throw new AppError(409, 'no_reroll', 'arcadeNoReroll');
    const rerolls = profile.rerolls + 1;
    const displayName = displayNameFor(studentId * 31 + rerolls * 7919);
    await updateProfile(tx, studentId, { rerolls, displayName });
    return { displayName };
  });
}
