// The report rollups' SQL (docs/decisions/0030): every rollup is recomputed for a set of keys from the raw rows
// (or, for the coarser ones, from the finer rollup), so a refresh and a rebuild run the same statements and a
// recompute is always exact. `null` keys mean all of them (the rebuild).
import { ACTIVE_GAP_CAP_SECONDS, REPORT_TIME_ZONE, SESSION_GAP_SECONDS } from '@clearsheets/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/bulk-sql';
import type { Db } from '../../../db/client';

const TZ = sql.raw(`'${REPORT_TIME_ZONE}'`);
/** A timestamp's report day. */
const dayOf = (col: SQL) => sql`(${col} at time zone ${TZ})::date`;
const SCORED = sql.raw(`('correct','incorrect','partial')`);

/** Rollups never run two at a time (two processes, or the worker and a test): the second waits its turn. */
const LOCK_KEY = 73_190_011;

export async function lockRollups(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
}

/**
 * The horizon: every transaction of this database below it has committed or rolled back, and none can start
 * below it. That is the oldest transaction of THIS database still running, else the next transaction id: a
 * transaction open in another database of the same server (another app, a test's clone) writes no events here,
 * so it must not hold the rollups back. `pg_snapshot_xip` lists the running transactions (64-bit ids) as of this
 * statement; `pg_stat_activity` says which of them belong to this database (by their 32-bit ids). A transaction
 * that ends between the two readings has committed or rolled back, so leaving it out is right; one that starts
 * after gets an id above the snapshot's xmax. (The app's own database role sees its own backends' ids.)
 */
export async function currentHorizon(tx: Db): Promise<string> {
  const [row] = rowsOf<{ horizon: string }>(
    await tx.execute(sql`
      select coalesce(
        (select min(x::text::bigint)::text from pg_snapshot_xip(pg_current_snapshot()) as x
         where (x::text::bigint % 4294967296) in (
           select backend_xid::text::bigint from pg_stat_activity
           where datname = current_database() and backend_xid is not null and pid <> pg_backend_pid())),
        pg_snapshot_xmax(pg_current_snapshot())::text) as horizon`),
  );
  return row!.horizon;
}

export async function readWatermark(tx: Db): Promise<{ watermark: string; rebuilt: boolean }> {
  const [row] = rowsOf<{ watermark: string; rebuilt: boolean }>(
    await tx.execute(
      sql`select watermark::text as watermark, rebuilt_at is not null as rebuilt from report_rollup_state where id = 1`,
    ),
  );
  return row ?? { watermark: '1', rebuilt: false };
}

export async function writeWatermark(tx: Db, watermark: string, rebuilt: boolean) {
  await tx.execute(sql`
    insert into report_rollup_state (id, watermark, refreshed_at, rebuilt_at)
    values (1, ${watermark}::xid8, now(), ${rebuilt ? sql`now()` : sql`null`})
    on conflict (id) do update set watermark = excluded.watermark, refreshed_at = excluded.refreshed_at
      ${rebuilt ? sql`, rebuilt_at = excluded.rebuilt_at` : sql``}`);
}

/** What the events committed in [from, to) touched: students' scores, assignments, students' days of use. */
export async function dirtyKeys(tx: Db, from: string, to: string) {
  const window = sql`e.tx >= ${from}::xid8 and e.tx < ${to}::xid8`;
  // A student's scores move with their own work and grades, and with an assignment of theirs created, re-sent or
  // deleted by the teacher (a ResourceManagementEvent names the assignment; its recipients are the students).
  const students = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select e.student_id as id from activity_events e
      where ${window} and e.student_id is not null and e.type in ('AssessmentItemEvent','AssessmentEvent','GradeEvent')
      union
      select s.student_id from activity_events e
      join assignment_students s on s.assignment_id = e.assignment_id
      where ${window} and e.type = 'ResourceManagementEvent'`),
  ).map((r) => Number(r.id));
  const assignments = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select distinct e.assignment_id as id from activity_events e
      where ${window} and e.assignment_id is not null`),
  ).map((r) => Number(r.id));
  const days = rowsOf<{ student_id: number; day: string }>(
    await tx.execute(sql`
      select distinct e.student_id, ${dayOf(sql`e.occurred_at`)}::text as day from activity_events e
      where ${window} and e.student_id is not null and e.actor_id = e.student_id`),
  ).map((r) => ({ studentId: Number(r.student_id), day: r.day }));
  return { students, assignments, days };
}

const anyOf = (col: SQL, ids: readonly number[] | null) =>
  ids === null ? sql`true` : sql`${col} = any(${sql.param(ids)}::int[])`;

/** The scored answers of the given students (null: everyone) with the class and school they reach them through. */
const answersOf = (students: readonly number[] | null) => sql`
  from attempts a
  join assignments g on g.id = a.assignment_id and g.deleted_at is null
  join assignment_students s on s.assignment_id = a.assignment_id and s.student_id = a.student_id
  join classes c on c.id = s.class_id
  join schools sc on sc.id = c.school_id
  join responses r on r.attempt_id = a.id
  where ${anyOf(sql`a.student_id`, students)} and r.status in ${SCORED}`;

const MEASURES = sql`count(*)::int, (count(*) filter (where r.status = 'correct'))::int, sum(r.score), sum(r.max_score)`;

/** The (school, week) pairs the given students' standard rows fall in (before and after a recompute). */
export async function schoolWeeksOf(tx: Db, students: readonly number[]) {
  return rowsOf<{ school_id: number; week: string }>(
    await tx.execute(sql`
      select distinct school_id, date_trunc('week', day)::date::text as week
      from report_student_standard_day where student_id = any(${sql.param(students)}::int[])`),
  ).map((r) => ({ schoolId: Number(r.school_id), week: r.week }));
}

/** Recomputes the students' score rollups (standard x day, week, total) from their responses. */
export async function recomputeStudentScores(tx: Db, students: readonly number[] | null) {
  const only = (table: string) =>
    students === null
      ? sql.raw(`delete from ${table}`)
      : sql`delete from ${sql.raw(table)} where student_id = any(${sql.param(students)}::int[])`;
  await tx.execute(only('report_student_standard_day'));
  await tx.execute(sql`
    insert into report_student_standard_day
      (student_id, class_id, standard_id, day, school_id, district_id, items, correct, points, max_points)
    select a.student_id, s.class_id, r.standard_id, ${dayOf(sql`r.saved_at`)}, c.school_id, sc.district_id, ${MEASURES}
    ${answersOf(students)} and r.standard_id is not null
    group by 1, 2, 3, 4, 5, 6`);
  await tx.execute(only('report_student_week'));
  await tx.execute(sql`
    insert into report_student_week
      (student_id, class_id, week, school_id, district_id, items, correct, points, max_points)
    select a.student_id, s.class_id, date_trunc('week', ${dayOf(sql`r.saved_at`)})::date, c.school_id, sc.district_id,
      ${MEASURES}
    ${answersOf(students)}
    group by 1, 2, 3, 4, 5`);
  await tx.execute(only('report_student_total'));
  await tx.execute(sql`
    insert into report_student_total
      (student_id, class_id, school_id, district_id, items, correct, points, max_points, first_day, last_day)
    select a.student_id, s.class_id, c.school_id, sc.district_id, ${MEASURES}, min(${dayOf(sql`r.saved_at`)}),
      max(${dayOf(sql`r.saved_at`)})
    ${answersOf(students)}
    group by 1, 2, 3, 4`);
}

/**
 * Recomputes the schools' standard x week rollup for the given (school, week) pairs (null: all). The pairs are
 * joined as day ranges, so each reads its school's days through report_ssd_school_idx (school_id, day) rather
 * than every row of the table: a refresh touching a few weeks reads those weeks, not the whole year.
 */
export async function recomputeSchoolStandardWeeks(tx: Db, keys: readonly { schoolId: number; week: string }[] | null) {
  if (keys === null) {
    await tx.execute(sql`delete from report_school_standard_week`);
    await tx.execute(sql`
      insert into report_school_standard_week
        (school_id, standard_id, week, district_id, items, correct, points, max_points)
      select d.school_id, d.standard_id, date_trunc('week', d.day)::date, d.district_id, sum(d.items)::int,
        sum(d.correct)::int, sum(d.points), sum(d.max_points)
      from report_student_standard_day d
      group by 1, 2, 3, 4`);
    return;
  }
  const pairs = sql`unnest(${sql.param(keys.map((k) => k.schoolId))}::int[],
    ${sql.param(keys.map((k) => k.week))}::text[]::date[]) as k(school_id, week)`;
  await tx.execute(sql`
    delete from report_school_standard_week w using ${pairs} where w.school_id = k.school_id and w.week = k.week`);
  // Weeks are Mondays (date_trunc('week')), so a week's rows are its school's days from the Monday to the Sunday.
  await tx.execute(sql`
    insert into report_school_standard_week
      (school_id, standard_id, week, district_id, items, correct, points, max_points)
    select d.school_id, d.standard_id, k.week, d.district_id, sum(d.items)::int, sum(d.correct)::int, sum(d.points),
      sum(d.max_points)
    from (select distinct school_id, week from ${pairs}) k
    join report_student_standard_day d on d.school_id = k.school_id and d.day >= k.week and d.day < k.week + 7
    group by 1, 2, 3, 4`);
}

/** Recomputes each class's line for the given assignments (null: all): reach, progress, grading, scores. */
export async function recomputeClassAssignments(tx: Db, assignments: readonly number[] | null) {
  await tx.execute(sql`delete from report_class_assignment where ${anyOf(sql`assignment_id`, assignments)}`);
  await tx.execute(sql`
    insert into report_class_assignment
      (assignment_id, class_id, teacher_id, school_id, district_id, assigned, started, submitted, graded, pending,
       points, max_points, starts_at, due_at)
    select s.assignment_id, s.class_id, g.teacher_id, c.school_id, sc.district_id, count(*)::int, count(a.id)::int,
      (count(*) filter (where a.status = 'submitted'))::int,
      (count(*) filter (where a.status = 'submitted' and a.pending_count = 0))::int,
      coalesce(sum(a.pending_count), 0)::int,
      coalesce(sum(a.score) filter (where a.status = 'submitted'), 0),
      coalesce(sum(a.max_score) filter (where a.status = 'submitted'), 0),
      g.starts_at, g.due_at
    from assignment_students s
    join assignments g on g.id = s.assignment_id and g.deleted_at is null
    join classes c on c.id = s.class_id
    join schools sc on sc.id = c.school_id
    left join attempts a on a.assignment_id = s.assignment_id and a.student_id = s.student_id
    where ${anyOf(sql`s.assignment_id`, assignments)}
    group by s.assignment_id, s.class_id, g.teacher_id, c.school_id, sc.district_id, g.starts_at, g.due_at`);
}

/**
 * Recomputes students' days of use (null: all) from their own events: sessions (a sign-in, or the day's first
 * event or one after a gap over SESSION_GAP_SECONDS unless it only ends a session: a sign-out, a time-out noticed
 * later), time on task (each gap up to ACTIVE_GAP_CAP_SECONDS within a session; the gap before a sign-in is not
 * work), answers, submissions and lessons finished. The session page (reports/usage-sessions.ts) groups alike.
 */
export async function recomputeStudentDays(tx: Db, days: readonly { studentId: number; day: string }[] | null) {
  const students = days?.map((d) => d.studentId) ?? [];
  const dates = days?.map((d) => d.day) ?? [];
  const keyed =
    days === null
      ? sql``
      : sql`join unnest(${sql.param(students)}::int[], ${sql.param(dates)}::text[]::date[]) as k(student_id, day)
          on k.student_id = e.student_id
          and e.occurred_at >= (k.day::timestamp at time zone ${TZ})
          and e.occurred_at < ((k.day + 1)::timestamp at time zone ${TZ})`;
  if (days === null) await tx.execute(sql`delete from report_student_day_usage`);
  else
    await tx.execute(sql`
      delete from report_student_day_usage u
      using unnest(${sql.param(students)}::int[], ${sql.param(dates)}::text[]::date[]) as k(student_id, day)
      where u.student_id = k.student_id and u.day = k.day`);
  await tx.execute(sql`
    insert into report_student_day_usage
      (student_id, day, school_id, district_id, sessions, active_seconds, answers, submissions, lessons)
    select ev.student_id, ev.day, u.school_id, sc.district_id,
      (count(*) filter (where ev.action = 'LoggedIn' or ((ev.gap is null or ev.gap > ${SESSION_GAP_SECONDS})
        and ev.action not in ('LoggedOut', 'TimedOut'))))::int,
      coalesce(sum(least(ev.gap, ${ACTIVE_GAP_CAP_SECONDS}))
        filter (where ev.gap <= ${SESSION_GAP_SECONDS} and ev.action <> 'LoggedIn'), 0)::int,
      (count(*) filter (where ev.type = 'AssessmentItemEvent'))::int,
      (count(*) filter (where ev.type = 'AssessmentEvent' and ev.action = 'Submitted'))::int,
      (count(*) filter (where ev.type = 'AssessmentEvent' and ev.action = 'Completed'))::int
    from (
      select e.student_id, ${dayOf(sql`e.occurred_at`)} as day, e.type, e.action,
        extract(epoch from e.occurred_at - lag(e.occurred_at) over (
          partition by e.student_id, ${dayOf(sql`e.occurred_at`)} order by e.occurred_at, e.id)) as gap
      from activity_events e ${keyed}
      where e.student_id is not null and e.actor_id = e.student_id
    ) ev
    join users u on u.id = ev.student_id
    join schools sc on sc.id = u.school_id
    group by ev.student_id, ev.day, u.school_id, sc.district_id`);
}

/** The (school, day) pairs the given students' days fall in. */
export async function schoolDaysOf(tx: Db, days: readonly { studentId: number; day: string }[]) {
  return rowsOf<{ school_id: number; day: string }>(
    await tx.execute(sql`
      select distinct u.school_id, k.day::text as day
      from unnest(${sql.param(days.map((d) => d.studentId))}::int[], ${sql.param(days.map((d) => d.day))}::text[]::date[]) as k(student_id, day)
      join users u on u.id = k.student_id where u.school_id is not null`),
  ).map((r) => ({ schoolId: Number(r.school_id), day: r.day }));
}

/** Recomputes schools' days of use (null: all) from their students' days. */
export async function recomputeSchoolDays(tx: Db, keys: readonly { schoolId: number; day: string }[] | null) {
  const schools = keys?.map((k) => k.schoolId) ?? [];
  const dates = keys?.map((k) => k.day) ?? [];
  const inKeys = (school: SQL, day: SQL) =>
    keys === null
      ? sql`true`
      : sql`(${school}, ${day}) in (select * from unnest(${sql.param(schools)}::int[], ${sql.param(dates)}::text[]::date[]))`;
  await tx.execute(sql`delete from report_school_day_usage w where ${inKeys(sql`w.school_id`, sql`w.day`)}`);
  await tx.execute(sql`
    insert into report_school_day_usage
      (school_id, day, district_id, active_students, sessions, active_seconds, answers, submissions, lessons)
    select school_id, day, district_id, count(*)::int, sum(sessions)::int, sum(active_seconds)::int,
      sum(answers)::int, sum(submissions)::int, sum(lessons)::int
    from report_student_day_usage u
    where ${inKeys(sql`u.school_id`, sql`u.day`)}
    group by 1, 2, 3`);
}
