import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arcadeRounds } from '../../db/schema';
import { iso, query } from '../../db/sql-helpers';

// Game rounds: started, counted per day, submitted once, ranked and summed up.

/** Rounds the student started today, per game. */
export async function roundsToday(db: Db, studentId: number, day: string) {
  const rows = await query<{ gameId: number; n: number; tokens: number }>(
    db,
    sql`select game_id as "gameId", count(*)::int as n, count(*) filter (where used_token)::int as tokens
        from arcade_rounds where student_id = ${studentId} and day = ${day} group by game_id`,
  );
  return new Map(rows.map((r) => [r.gameId, r]));
}

export async function bestScores(db: Db, studentId: number) {
  const rows = await query<{ gameId: number; best: number }>(
    db,
    sql`select game_id as "gameId", max(score)::int as best from arcade_rounds
        where student_id = ${studentId} and submitted_at is not null and refused is null group by game_id`,
  );
  return new Map(rows.map((r) => [r.gameId, r.best]));
}

export async function insertRound(tx: Db, row: typeof arcadeRounds.$inferInsert) {
  await tx.insert(arcadeRounds).values(row);
}

export async function findRound(db: Db, id: string) {
  const [row] = await db
    .select({
      id: arcadeRounds.id,
      studentId: arcadeRounds.studentId,
      gameId: arcadeRounds.gameId,
      submittedAt: arcadeRounds.submittedAt,
      elapsed: sql<number>`extract(epoch from (now() - ${arcadeRounds.startedAt}))::float8`,
    })
    .from(arcadeRounds)
    .where(eq(arcadeRounds.id, id));
  return row ?? null;
}

/** Saves a round's result unless it was already saved; false when it was. */
export async function submitRound(
  db: Db,
  id: string,
  result: { score: number | null; won: boolean; refused: string | null },
) {
  const rows = await db
    .update(arcadeRounds)
    .set({ submittedAt: sql`now()`, score: result.score, won: result.won, refused: result.refused })
    .where(and(eq(arcadeRounds.id, id), isNull(arcadeRounds.submittedAt)))
    .returning({ id: arcadeRounds.id });
  return rows.length > 0;
}

/** Each active student's best accepted score of a game in a class, by display name, best first. */
export async function classRanks(db: Db, classId: number, gameId: number) {
  return query<{ studentId: number; displayName: string; best: number }>(
    db,
    sql`select r.student_id as "studentId", p.display_name as "displayName", max(r.score)::int as best
        from arcade_rounds r
        join enrollments e on e.class_id = r.class_id and e.student_id = r.student_id and e.status = 'active'
        join arcade_profiles p on p.student_id = r.student_id
        where r.class_id = ${classId} and r.game_id = ${gameId} and r.submitted_at is not null and r.refused is null
        group by r.student_id, p.display_name
        order by best desc, p.display_name
        limit 50`,
  );
}

/** Per student of a class: rounds started per game in the period (best of the accepted scores), and coins earned
 * and spent. */
export async function classGameRows(db: Db, classId: number, from: string, to: string, timeZone: string) {
  return query<{
    studentId: number;
    firstName: string;
    lastName: string;
    displayName: string | null;
    games: { gameId: number; rounds: number; best: number }[] | null;
    lastPlayed: string | null;
    earned: number;
    spent: number;
  }>(
    db,
    sql`with period as (
          select (${from}::date)::timestamp at time zone ${timeZone} as lo,
                 ((${to}::date + 1)::timestamp) at time zone ${timeZone} as hi
        ), played as (
          select r.student_id, r.game_id, count(*)::int as rounds,
                 coalesce(max(r.score) filter (where r.refused is null), 0)::int as best, max(r.started_at) as last
          from arcade_rounds r, period
          where r.class_id = ${classId} and r.started_at >= period.lo and r.started_at < period.hi
          group by r.student_id, r.game_id
        ), coins as (
          select l.student_id, coalesce(sum(l.delta) filter (where l.delta > 0), 0)::int as earned,
                 coalesce(-sum(l.delta) filter (where l.delta < 0), 0)::int as spent
          from arcade_ledger l, period
          where l.created_at >= period.lo and l.created_at < period.hi
            and l.student_id in (select student_id from enrollments where class_id = ${classId} and status = 'active')
          group by l.student_id
        )
        select u.id as "studentId", u.first_name as "firstName", u.last_name as "lastName",
               p.display_name as "displayName",
               (select json_agg(json_build_object('gameId', g.game_id, 'rounds', g.rounds, 'best', g.best)
                        order by g.game_id)
                from played g where g.student_id = u.id) as games,
               (select ${iso('max(g.last)')} from played g where g.student_id = u.id) as "lastPlayed",
               coalesce(c.earned, 0) as earned, coalesce(c.spent, 0) as spent
        from enrollments e
        join users u on u.id = e.student_id
        left join arcade_profiles p on p.student_id = u.id
        left join coins c on c.student_id = u.id
        where e.class_id = ${classId} and e.status = 'active'
        order by u.last_name, u.first_name, u.id`,
  );
}

/** One student's rounds per game in the period (best of the accepted scores), and coins earned and spent. */
export async function studentGameRows(db: Db, studentId: number, from: string, to: string, timeZone: string) {
  const period = sql`(${from}::date)::timestamp at time zone ${timeZone}`;
  const end = sql`((${to}::date + 1)::timestamp) at time zone ${timeZone}`;
  const games = await query<{
    gameId: number;
    rounds: number;
    best: number;
    lastPlayed: string;
    classId: number | null;
  }>(
    db,
    sql`select game_id as "gameId", count(*)::int as rounds,
               coalesce(max(score) filter (where refused is null), 0)::int as best,
               ${iso('max(started_at)')} as "lastPlayed", max(class_id) as "classId"
        from arcade_rounds
        where student_id = ${studentId} and started_at >= ${period} and started_at < ${end}
        group by game_id order by game_id`,
  );
  const [coins] = await query<{ earned: number; spent: number }>(
    db,
    sql`select coalesce(sum(delta) filter (where delta > 0), 0)::int as earned,
               coalesce(-sum(delta) filter (where delta < 0), 0)::int as spent
        from arcade_ledger where student_id = ${studentId} and created_at >= ${period} and created_at < ${end}`,
  );
  return { games, earned: coins?.earned ?? 0, spent: coins?.spent ?? 0 };
}

/** The standards the student answered most recently (codes), for the math moments. */
export async function recentStandardCodes(db: Db, studentId: number) {
  const rows = await query<{ code: string }>(
    db,
    sql`select s.code from (
          select standard_id, max(id) as last from activity_events
          where student_id = ${studentId} and standard_id is not null
          group by standard_id order by last desc limit 6
        ) e join standards s on s.id = e.standard_id`,
  );
  return rows.map((r) => r.code);
}
