import { randomInt, randomUUID } from 'node:crypto';
import {
  FREE_GAMES_PER_DAY,
  GAME_TOKEN_ITEM,
  gameById,
  LAYERS_PER_GAME_PER_DAY,
  mathMomentsFor,
  reportDayOf,
  roundImplausible,
  type TGameRanks,
  type TRoundSaved,
  type TRoundStarted,
} from '@clearsheets/shared';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction } from '../../db/sql-helpers';
import type { Caller } from '../../platform/auth/access-tokens';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { freeLimitReached, unlimitedPlay } from './arcade.policy';
import { consumeItem, lockStudentRounds } from './arcade.repository';
import { profileOf } from './arcade.service';
import { arcadeStanding, assertArcadeOpen } from './arcade-access.service';
import {
  bestScores,
  classRanks,
  findRound,
  insertRound,
  recentStandardCodes,
  roundsToday,
  submitRound,
} from './arcade-rounds.repository';

// Game rounds (decision 0032). The server starts each round and hands the student a sealed key to it (the
// credential box's authenticated encryption: it cannot be forged or moved to another student). The result comes
// back once and is checked against the time the server measured from starting it: a score play could not reach in
// that time (decision 0034: the fastest honest rate, for no longer than the game's clock) is refused and logged.

/** Game passes of each kind, then the general token, pay for a round once the day's layers are used. */
const PASSES = { underwater: 301, boggie: 401 } as const;

export async function startRound(ctx: AppContext, caller: Caller, gameId: number): Promise<TRoundStarted> {
  const studentId = caller.userId;
  const game = gameById(gameId);
  if (!game) throw notFound();
  const standing = await assertArcadeOpen(ctx.db, studentId);
  await profileOf(ctx.db, studentId);
  const day = reportDayOf(new Date());
  const id = randomUUID();
  const seed = randomInt(1, 2 ** 31 - 1);
  const usedToken = await inTransaction(ctx.db, async (tx) => {
    await lockStudentRounds(tx, studentId);
    const today = await roundsToday(tx, studentId, day);
    const all = [...today.values()].reduce((sum, r) => sum + r.n, 0);
    if (!unlimitedPlay(caller) && all >= FREE_GAMES_PER_DAY) throw freeLimitReached();
    const played = today.get(gameId);
    let token = false;
    if ((played?.n ?? 0) - (played?.tokens ?? 0) >= LAYERS_PER_GAME_PER_DAY) {
      token =
        (await consumeItem(tx, studentId, PASSES[game.kind])) || (await consumeItem(tx, studentId, GAME_TOKEN_ITEM));
      if (!token) throw new AppError(409, 'no_layer_left', 'noLayerLeft');
    }
    await insertRound(tx, { id, studentId, classId: standing.playClassId, gameId, seed, day, usedToken: token });
    return token;
  });
  const codes = await recentStandardCodes(ctx.db, studentId);
  return {
    round: ctx.credentialBox.seal(`${id}:${studentId}`),
    seed,
    usedToken,
    mathMoments: mathMomentsFor(codes, 5, seed),
  };
}

/** The round a sealed key names, if it is the caller's; null for anything else (forged, another student's). */
function openRoundKey(ctx: AppContext, key: string, studentId: number): string | null {
  try {
    const [id, owner] = ctx.credentialBox.open(key).split(':');
    return Number(owner) === studentId && id ? id : null;
  } catch {
    return null;
  }
}

export async function submitRoundResult(
  ctx: AppContext,
  caller: Caller,
  body: { round: string; score: number; won: boolean },
  log?: FastifyBaseLogger,
): Promise<TRoundSaved> {
  const id = openRoundKey(ctx, body.round, caller.userId);
  const round = id ? await findRound(ctx.db, id) : null;
  if (!round || round.studentId !== caller.userId) throw notFound();
  if (round.submittedAt) throw new AppError(409, 'round_already_saved', 'arcadeRoundSaved');
  const refused = roundImplausible(round.gameId, body.score, round.elapsed);
  if (!(await submitRound(ctx.db, round.id, { score: refused ? null : body.score, won: body.won, refused })))
    throw new AppError(409, 'round_already_saved', 'arcadeRoundSaved');
  if (refused) {
    log?.warn(
      { round: round.id, gameId: round.gameId, reason: refused, elapsed: round.elapsed },
      'arcade round refused',
    );
    throw new AppError(422, 'round_implausible', 'arcadeRoundImplausible', refused);
  }
  const best = (await bestScores(ctx.db, caller.userId)).get(round.gameId) ?? body.score;
  return { score: body.score, best, newBest: best === body.score };
}

/** The class ranks of a game, by display name, when the student's class has ranks on. */
export async function gameRanks(ctx: AppContext, caller: Caller, gameId: number): Promise<TGameRanks> {
  if (!gameById(gameId)) throw notFound();
  const standing = await arcadeStanding(ctx.db, caller.userId);
  const cls = standing.classes[0];
  if (!cls?.settings.showRanks) throw new AppError(403, 'ranks_off', 'arcadeRanksOff');
  const rows = await classRanks(ctx.db, cls.classId, gameId);
  let rank = 0;
  let last: number | null = null;
  const items = rows.map((r, i) => {
    if (r.best !== last) rank = i + 1;
    last = r.best;
    return { rank, displayName: r.displayName, best: r.best, me: r.studentId === caller.userId };
  });
  return { className: cls.className, items };
}
