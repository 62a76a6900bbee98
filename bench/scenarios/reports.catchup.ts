import { sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/db/bulk-sql';
import type { Db } from '../../apps/server/src/db/client';

// New answers after the rollups were built: students working on this week's open assignment (five more questions
// each, in attempts left in progress), written the way saves write them: the response, its AssessmentItemEvent and
// the attempt's totals and results in one committed transaction, a batch of answers at a time. Each round uses
// other attempts, so every answer is new.

export const ANSWERS_PER_ATTEMPT = 5;

const one = async <T>(db: Db, text: string) => rowsOf<T>(await db.execute(sql.raw(text)))[0]!;

/** Plans `rounds` rounds of `perRound` answers in batches of `batch` (bench_catchup); returns rounds available. */
export async function planCatchup(db: Db, weeks: number, rounds: number, perRound: number, batch: number) {
  const attempts = perRound / ANSWERS_PER_ATTEMPT;
  await db.execute(sql.raw('drop table if exists bench_catchup'));
  // Answers go in question order, so an attempt's next questions follow its answered count (also on a kept
  // database where earlier runs already answered some).
  await db.execute(
    sql.raw(`
    create table bench_catchup as
    select t.round, (row_number() over (partition by t.round order by t.attempt_id, q.ord) - 1) / ${batch} as batch,
      t.attempt_id, t.student_id, t.assignment_id, t.school_id, q.question_id, q.standard_id, q.ord, p.answer,
      case when q.answer_type = 9 then 'pending' else p.status end as status,
      case when q.answer_type = 9 then 0 else p.score end as score, p.max_score, p.per_part
    from (select t.*, a.answered_count as answered,
            (row_number() over (order by bench_u(t.attempt_id * 7 + 3)) - 1) / ${attempts} as round
          from bench_attempt t join attempts a on a.id = t.attempt_id
          where t.w = ${weeks - 1} and a.status = 'in_progress' and t.q - a.answered_count >= ${ANSWERS_PER_ATTEMPT}) t
    join bench_wq q on q.worksheet_id = t.worksheet_id and q.ord > t.answered
      and q.ord <= t.answered + ${ANSWERS_PER_ATTEMPT}
    cross join lateral (select case
      when bench_u(t.attempt_id * 1013 + q.ord) < least(0.97, greatest(0.05, t.ability + q.difficulty + 0.012 * t.w)) then 0
      else 1 + floor(bench_u(t.attempt_id * 1019 + q.ord) * 3)::int end as variant) x
    join bench_palette p on p.question_id = q.question_id and p.variant = x.variant
    where t.round < ${rounds}`),
  );
  await db.execute(sql.raw('create index on bench_catchup (round, batch)'));
  const { full } = await one<{ full: number }>(
    db,
    `select count(*) filter (where n = ${perRound})::int as full
     from (select round, count(*) as n from bench_catchup group by round) r`,
  );
  return Number(full);
}

/** One batch: its answers, their events and their attempts' totals, committed together; returns its transaction. */
async function writeBatch(db: Db, round: number, batch: number): Promise<string> {
  const row = await one<{ tx: string }>(
    db,
    `with new as (select * from bench_catchup where round = ${round} and batch = ${batch}),
     up as (
       insert into responses (attempt_id, question_id, standard_id, answer, status, score, max_score, per_part,
           client_id, client_seq)
       select attempt_id, question_id, standard_id, answer, status, score, max_score, per_part,
         md5('catchup:' || attempt_id || ':' || ord)::uuid, ord
       from new
       returning attempt_id, question_id, status, score, client_seq),
     ev as (
       insert into activity_events (type, action, actor_id, student_id, school_id, assignment_id, attempt_id,
           question_id, standard_id, score, max_score)
       select 'AssessmentItemEvent', 'Completed', student_id, student_id, school_id, assignment_id, attempt_id,
         question_id, standard_id, score, max_score
       from new),
     tot as (
       select attempt_id, sum(score) as score, count(*) as n, count(*) filter (where status = 'correct') as correct,
         count(*) filter (where status = 'pending') as pending,
         jsonb_object_agg(question_id::text, jsonb_build_array(status, score, client_seq, false)) as results,
         (array_agg(question_id order by client_seq desc))[1] as last_q
       from up group by attempt_id),
     moved as (
       update attempts a set results = a.results || tot.results,
         score = round((a.score + tot.score)::numeric, 2)::float8, answered_count = a.answered_count + tot.n,
         correct_count = a.correct_count + tot.correct, pending_count = a.pending_count + tot.pending,
         current_question_id = tot.last_q, last_activity_at = now()
       from tot where a.id = tot.attempt_id
       returning a.id)
     select pg_current_xact_id()::text as tx, (select count(*) from moved)::int as attempts`,
  );
  return row.tx;
}

export interface RoundWrite {
  answers: number;
  batches: number;
  ms: number;
  /** The last batch's transaction id and when it had committed (performance.now()). */
  lastTx: string;
  lastCommitAt: number;
}

/** Writes one round, batch after batch (each its own committed transaction). */
export async function writeRound(db: Db, round: number): Promise<RoundWrite> {
  const batches = rowsOf<{ batch: number; n: number }>(
    await db.execute(
      sql.raw(
        `select batch, count(*)::int as n from bench_catchup where round = ${round} group by batch order by batch`,
      ),
    ),
  );
  const t0 = performance.now();
  let lastTx = '';
  for (const b of batches) lastTx = await writeBatch(db, round, Number(b.batch));
  const lastCommitAt = performance.now();
  return {
    answers: batches.reduce((s, b) => s + Number(b.n), 0),
    batches: batches.length,
    ms: lastCommitAt - t0,
    lastTx,
    lastCommitAt,
  };
}

/** Whether the rollups have read every event up to and including transaction `tx`. */
export async function rollupsInclude(db: Db, tx: string): Promise<boolean> {
  const row = await one<{ current: boolean }>(
    db,
    `select coalesce((select watermark > '${tx}'::xid8 from report_rollup_state where id = 1), false) as current`,
  );
  return row.current === true || String(row.current) === 'true';
}

/** The round's students whose rollup totals differ from their raw answers (0: the rollups include the round). */
export async function wrongTotals(db: Db, round: number) {
  return one<{ students: number; wrong: number }>(
    db,
    `with raw as (
       select a.student_id, s.class_id, count(*)::int as items, sum(r.score) as points
       from attempts a
       join assignments g on g.id = a.assignment_id and g.deleted_at is null
       join assignment_students s on s.assignment_id = a.assignment_id and s.student_id = a.student_id
       join responses r on r.attempt_id = a.id and r.status in ('correct','incorrect','partial')
       where a.student_id in (select student_id from bench_catchup where round = ${round})
       group by a.student_id, s.class_id)
     select count(*)::int as students,
       (count(*) filter (where t.student_id is null or t.items <> raw.items
         or abs(t.points - raw.points) > 1e-6))::int as wrong
     from raw left join report_student_total t on t.student_id = raw.student_id and t.class_id = raw.class_id`,
  );
}
