import {
  addDays,
  daysBetween,
  mondayOf,
  REPORT_TIME_ZONE,
  reportDayOf,
  type TQuestion,
  ZQuestion,
} from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/db/bulk-sql';
import type { Db } from '../../apps/server/src/db/client';
import { passagesOf, questionsOf } from '../../apps/server/src/modules/worksheets/worksheet-content.repository';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords';
import { type PaletteRow, paletteOf } from './reports.answers';

// The reports benchmark's district, generated in bulk SQL (INSERT ... SELECT over generate_series and small plan
// tables, one statement per table and school, never a row at a time): schools of 40 classes of 25 students, a
// teacher per class, a principal per school, a district admin; every class gets one library math worksheet of its
// grade a week for eight weeks (the real snapshot of its questions, with their standards); each student starts,
// answers and submits them the way a district does (most submit, some stop half way, some never start; this
// week's is still open), and every change writes the activity events the real code writes: SessionEvent LoggedIn
// per student and school day worked, AssessmentEvent Started and Submitted, AssessmentItemEvent per answer,
// GradeEvent per constructed response graded, ResourceManagementEvent Created per assignment. Answers are the
// palette's (reports.answers.ts): real responses scored by the shared rules. A student's chance to be right
// follows their ability, their school, the standard's difficulty and the week (they grow), so levels, heat maps
// and trends differ from school to school. Everything derives from hashes of ids: the same run, the same data.

export const TZ = REPORT_TIME_ZONE;
export const PASSWORD = 'Bench-reports-2026';
const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const FIRST = [
  'Ava',
  'Ben',
  'Cleo',
  'Diego',
  'Elena',
  'Farah',
  'Gabe',
  'Hana',
  'Ines',
  'Jamal',
  'Kai',
  'Lucia',
  'Mateo',
];
const LAST = ['Garcia', 'Nguyen', 'Smith', 'Lopez', 'Johnson', 'Patel', 'Brown', 'Martinez', 'Kim', 'Davis', 'Reyes'];
const names = (list: string[]) => `(array[${list.map((n) => `'${n}'`).join(',')}])`;

export interface ReportsSize {
  schools: number;
  classesPerSchool: number;
  studentsPerClass: number;
  weeks: number;
  /** Answers to aim for (the shares of students who submit are set to reach it). */
  targetAnswers: number;
}

export interface Step {
  step: string;
  ms: number;
  rows: number;
}

export interface Generated {
  districtId: number;
  /** The class measured, its teacher's username; the school measured, its principal's; the district admin's. */
  classId: number;
  teacher: string;
  schoolId: number;
  principal: string;
  districtAdmin: string;
  counts: Record<string, number>;
  steps: Step[];
  /** The days the work falls on. */
  firstMonday: string;
  lastDay: string;
}

/** Calls a SQL function that hashes a bigint into [0, 1): the generator's only source of chance. */
const U = `create or replace function bench_u(k bigint) returns float8 language sql immutable parallel safe as
  $$ select (hashint8(k)::bigint & 2147483647)::float8 / 2147483648.0 $$`;

/** A base-25 code of five letters after a B (real codes never start with B: it is not in their alphabet). */
const codeOf = (n: string) =>
  `'B' || ${[390625, 15625, 625, 25, 1].map((p) => `substr('${ALPHABET}', (${n} / ${p}) % 25 + 1, 1)`).join(' || ')}`;

async function exec(db: Db, text: string): Promise<number> {
  const result = (await db.execute(sql.raw(text))) as unknown as { count?: number; affectedRows?: number };
  return Number(result.count ?? result.affectedRows ?? 0);
}

async function one<T>(db: Db, text: string): Promise<T> {
  return rowsOf<T>(await db.execute(sql.raw(text)))[0]!;
}

/** A worksheet as an assignment snapshots it (the questions in order, each with its id, its passage inlined). */
async function snapshotOf(db: Db, worksheetId: number) {
  const [rows, passages] = await Promise.all([questionsOf(db, worksheetId), passagesOf(db, worksheetId)]);
  const byId = new Map(passages.map((p) => [p.id, { title: p.title, body: p.body }]));
  return rows.flatMap((row): (TQuestion & { passage?: { title: string; body: string } })[] => {
    if (!row.isComplete) return [];
    const parsed = ZQuestion.safeParse({ ...(row.data as object), id: row.id });
    if (!parsed.success) return [];
    const passage = parsed.data.passageId ? byId.get(parsed.data.passageId) : undefined;
    return [passage ? { ...parsed.data, passage } : parsed.data];
  });
}

/** The school days of the run: eight weeks ending on the last weekday before today (nothing in the future). */
export function calendarOf(weeks: number, now = new Date()) {
  let lastDay = addDays(reportDayOf(now, TZ), -1);
  while ([0, 6].includes(new Date(`${lastDay}T00:00:00Z`).getUTCDay())) lastDay = addDays(lastDay, -1);
  const currentMonday = mondayOf(lastDay);
  return {
    lastDay,
    firstMonday: addDays(currentMonday, -7 * (weeks - 1)),
    currentDays: daysBetween(currentMonday, lastDay) + 1,
  };
}

/** Generates the district; `log` reports each step. The tables named bench_* are the plan (dropped at the end). */
export async function generateDistrict(db: Db, size: ReportsSize, log: (m: string) => void): Promise<Generated> {
  const { schools: S, classesPerSchool: C, studentsPerClass: N, weeks: W } = size;
  const { firstMonday: FM, lastDay, currentDays } = calendarOf(W);
  const steps: Step[] = [];
  const step = async (name: string, statements: string | string[]) => {
    const t0 = performance.now();
    let rows = 0;
    for (const s of Array.isArray(statements) ? statements : [statements]) rows += await exec(db, s);
    const ms = performance.now() - t0;
    steps.push({ step: name, ms, rows });
    log(`reports: ${name}: ${rows.toLocaleString('en-US')} rows in ${(ms / 1000).toFixed(1)} s`);
  };
  /** A school's effect in [-0.5, 0.5]: the schools spread evenly (a permutation, so they average out exactly). */
  const spread = (school: string, salt: number) =>
    S > 1 ? `((((${school} + ${salt}) * 7919) % ${S})::float8 / ${S - 1} - 0.5)` : '0';
  const hash = await hashPassword(PASSWORD);
  await exec(db, U);

  // ---------------------------------------------------------------- the district and its people
  const { id: D } = await one<{ id: number }>(
    db,
    `insert into districts (state_id, name, pipeline_status) values (44, 'Bench ISD', 4) returning id`,
  );
  const start = addDays(FM, -21);
  await step('schools, classes, people, enrollments, license', [
    `insert into schools (district_id, name, sourced_id)
       select ${D}, 'Bench School ' || lpad((i + 1)::text, 2, '0'), 'bench:' || i from generate_series(0, ${S - 1}) i`,
    `create table bench_school as select id, split_part(sourced_id, ':', 2)::int as idx from schools where district_id = ${D}`,
    `insert into classes (school_id, name, grade, subject, sourced_id, created_at)
       select s.id, 'Grade ' || (3 + k % 6) || ' Math ' || chr(65 + k / 6), (3 + k % 6)::text, 'Math',
         'bench:' || (s.idx * ${C} + k), '${start}'::date
       from bench_school s cross join generate_series(0, ${C - 1}) k`,
    `create table bench_class as
       select c.id, split_part(c.sourced_id, ':', 2)::int as idx, c.school_id, s.idx as school_idx, c.grade,
         null::int as teacher_id
       from classes c join bench_school s on s.id = c.school_id`,
    `insert into users (role, username, email, email_verified, first_name, last_name, password_hash, school_id,
         district_id, sourced_id)
       select 'Teacher', 'bench.t' || c.idx, 'bench.t' || c.idx || '@bench.example', true,
         ${names(FIRST)}[1 + c.idx % ${FIRST.length}], ${names(LAST)}[1 + (c.idx / 7) % ${LAST.length}], '${hash}',
         c.school_id, ${D}, 'bench:t' || c.idx
       from bench_class c`,
    `update bench_class c set teacher_id = u.id from users u where u.district_id = ${D} and u.sourced_id = 'bench:t' || c.idx`,
    `insert into class_teachers (class_id, teacher_id, is_primary, added_at)
       select id, teacher_id, true, '${start}'::date from bench_class`,
    `insert into users (role, username, first_name, last_name, password_hash, school_id, district_id, grade, sourced_id)
       select 'Student', 'bench.s' || (c.idx * ${N} + j), ${names(FIRST)}[1 + (c.idx * ${N} + j) % ${FIRST.length}],
         ${names(LAST)}[1 + (c.idx * ${N} + j) / ${FIRST.length} % ${LAST.length}], '${hash}', c.school_id, ${D},
         c.grade, 'bench:s' || (c.idx * ${N} + j)
       from bench_class c cross join generate_series(0, ${N - 1}) j`,
    // Ability: two draws averaged (most students near the middle), a school effect of +-10 points.
    `create table bench_student as
       select u.id, x.idx, c.id as class_id, c.school_id, c.school_idx,
         0.40 + 0.5 * (bench_u(x.idx * 7 + 1) + bench_u(x.idx * 7 + 2)) / 2
           + ${spread('c.school_idx', 3)} * 0.2 as ability
       from users u cross join lateral (select substr(u.sourced_id, 8)::int as idx) x
       join bench_class c on c.idx = x.idx / ${N}
       where u.district_id = ${D} and u.role = 'Student'`,
    `create index on bench_student (class_id)`,
    `insert into enrollments (class_id, student_id, added_at) select class_id, id, '${start}'::date from bench_student`,
    `insert into users (role, username, email, email_verified, first_name, last_name, password_hash, school_id,
         district_id, sourced_id)
       select 'Principal', 'bench.p' || s.idx, 'bench.p' || s.idx || '@bench.example', true, 'Pat', 'Principal' || s.idx,
         '${hash}', s.id, ${D}, 'bench:p' || s.idx
       from bench_school s
       union all
       select 'DistrictAdmin', 'bench.da', 'bench.da@bench.example', true, 'Dana', 'Admin', '${hash}', null, ${D},
         'bench:da'`,
    `insert into user_products (user_id, product_id) select id, 2 from users where district_id = ${D}`,
    `insert into licenses (code, scope, district_id, grades, seats, source, starts_on, ends_on)
       values ('CKPD', 'district', ${D}, array['K','1','2','3','4','5','6','7','8','9','10','11','12'],
         ${S * C * N + 1000}, 'contract', '${addDays(FM, -60)}'::date, '${addDays(lastDay, 300)}'::date)`,
  ]);

  // ---------------------------------------------------------------- the library's math worksheets, their answers
  const t0 = performance.now();
  const sheets = rowsOf<{ id: number; grade: string; title: string }>(
    await db.execute(sql`
      select w.id, w.grade, w.title from worksheets w join subjects s on s.id = w.subject_id
      where w.is_library and s.name = 'Math' and w.grade in ('3','4','5','6','7','8') and w.deleted_at is null
      order by w.grade, w.id`),
  );
  await exec(
    db,
    `create table bench_ws (worksheet_id int primary key, grade text, ord int, n_of_grade int, title text,
       snapshot jsonb, question_count int, max_score float8)`,
  );
  await exec(
    db,
    `create table bench_wq (worksheet_id int, ord int, question_id int, standard_id int, answer_type int,
       difficulty float8, primary key (worksheet_id, ord))`,
  );
  await exec(
    db,
    `create table bench_palette (question_id int, variant int, answer jsonb, status text, score float8,
       max_score float8, per_part jsonb, primary key (question_id, variant))`,
  );
  const perGrade = new Map<string, number>();
  for (const s of sheets) perGrade.set(s.grade, (perGrade.get(s.grade) ?? 0) + 1);
  const questionCount = new Map<string, number[]>();
  let palette = 0;
  for (const s of sheets) {
    const questions = await snapshotOf(db, s.id);
    const ord = (questionCount.get(s.grade) ?? []).length;
    questionCount.set(s.grade, [...(questionCount.get(s.grade) ?? []), questions.length]);
    const maxScore = questions.reduce((sum, q) => sum + (q.answerType === 8 ? 0 : q.points), 0);
    await db.execute(sql`
      insert into bench_ws values (${s.id}, ${s.grade}, ${ord}, ${perGrade.get(s.grade)!}, ${s.title},
        ${JSON.stringify(questions)}::jsonb, ${questions.length}, ${maxScore})`);
    const wq = questions.map((q, i) => ({
      worksheet_id: s.id,
      ord: i + 1,
      question_id: q.id,
      standard_id: q.standardId ?? null,
      answer_type: q.answerType,
    }));
    await db.execute(sql`
      insert into bench_wq
      select x.*, (bench_u(coalesce(x.standard_id, 0) * 17 + 9) - 0.6) * 0.3
      from jsonb_to_recordset(${JSON.stringify(wq)}::jsonb)
        as x(worksheet_id int, ord int, question_id int, standard_id int, answer_type int)`);
    const rows: PaletteRow[] = questions.flatMap((q) => paletteOf(q));
    palette += rows.length;
    await db.execute(sql`
      insert into bench_palette
      select x.question_id, x.variant, x.answer, x.status, x.score, x.max_score, x.per_part
      from jsonb_to_recordset(${JSON.stringify(rows.map(({ questionId, maxScore, perPart, ...r }) => ({ ...r, question_id: questionId, max_score: maxScore, per_part: perPart })))}::jsonb)
        as x(question_id int, variant int, answer jsonb, status text, score float8, max_score float8, per_part jsonb)
      on conflict do nothing`);
  }
  steps.push({ step: 'library snapshots and answer palette', ms: performance.now() - t0, rows: palette });

  // ---------------------------------------------------------------- who submits: shares that reach the target
  // Past weeks: a share s submit (every question), 6% stop part way (half the questions on average), the rest
  // never start. This week: 45% submitted, 35% in progress (at least five questions left), 20% not yet started.
  let past = 0;
  let current = 0;
  for (let k = 0; k < C; k++) {
    const counts = questionCount.get(String(3 + (k % 6))) ?? [];
    for (let w = 0; w < W; w++) {
      const q = counts[w % counts.length] ?? 0;
      if (w < W - 1) past += q * N * S;
      else current += N * S * (0.45 * q + 0.35 * Math.max(1, (q - 5) / 2));
    }
  }
  const submitShare = Math.min(0.9, Math.max(0.3, (size.targetAnswers - current) / past - 0.03));
  log(`reports: past weeks' submit share ${submitShare.toFixed(3)} (to reach ${size.targetAnswers} answers)`);
  const partOffset = (school: string) => `${spread(school, 5)} * 0.16`;

  await step('assignments (library snapshots), recipients', [
    `create table bench_assignment as
       select c.idx * ${W} + w as idx, c.id as class_id, c.school_id, c.school_idx, c.teacher_id, w, ws.worksheet_id,
         ${codeOf(`(c.idx * ${W} + w)`)} as access_code, null::int as id
       from bench_class c cross join generate_series(0, ${W - 1}) w
       join bench_ws ws on ws.grade = c.grade and ws.ord = w % ws.n_of_grade`,
    `insert into assignments (worksheet_id, teacher_id, school_id, title, access_code, feedback_option, starts_at,
         due_at, questions, question_count, max_score, created_at, updated_at)
       select a.worksheet_id, a.teacher_id, a.school_id,
         case when a.w >= ws.n_of_grade then 'Review: ' || ws.title else ws.title end, a.access_code, 2,
         (('${FM}'::date + 7 * a.w)::timestamp + interval '7 hours 30 minutes') at time zone '${TZ}',
         (('${FM}'::date + 7 * a.w + 4)::timestamp + interval '16 hours') at time zone '${TZ}',
         ws.snapshot, ws.question_count, ws.max_score,
         (('${FM}'::date + 7 * a.w - 3)::timestamp + interval '15 hours') at time zone '${TZ}',
         (('${FM}'::date + 7 * a.w - 3)::timestamp + interval '15 hours') at time zone '${TZ}'
       from bench_assignment a join bench_ws ws using (worksheet_id)`,
    `update bench_assignment a set id = g.id from assignments g where g.access_code = a.access_code`,
    `insert into assignment_classes (assignment_id, class_id) select id, class_id from bench_assignment`,
    `insert into assignment_students (assignment_id, student_id, class_id, added_at)
       select a.id, s.id, a.class_id, (('${FM}'::date + 7 * a.w - 3)::timestamp + interval '15 hours') at time zone '${TZ}'
       from bench_assignment a join bench_student s on s.class_id = a.class_id`,
  ]);

  await step('attempts', [
    `create table bench_plan as
       select a.id as assignment_id, s.id as student_id, a.class_id, a.school_id, a.teacher_id, a.w, a.worksheet_id,
         ws.question_count as q, s.ability, st.state,
         case when st.state = 'submitted' then ws.question_count
              when a.w = ${W - 1} then 1 + floor(u.u2 * greatest(ws.question_count - 6, 1))::int
              else 1 + floor(u.u2 * (ws.question_count - 1))::int end as answered_n,
         (('${FM}'::date + 7 * a.w + case when a.w = ${W - 1} then floor(u.u3 * ${currentDays}) else floor(u.u3 * 5) end::int)::timestamp
           + interval '8 hours' + floor(u.u4 * 390) * interval '1 minute') at time zone '${TZ}' as started_at
       from bench_assignment a
       join bench_ws ws using (worksheet_id)
       join bench_student s on s.class_id = a.class_id
       cross join lateral (select bench_u(a.id::bigint * 1000003 + s.id * 31 + 1) as u1,
         bench_u(a.id::bigint * 1000003 + s.id * 31 + 2) as u2, bench_u(a.id::bigint * 1000003 + s.id * 31 + 3) as u3,
         bench_u(a.id::bigint * 1000003 + s.id * 31 + 4) as u4) u
       cross join lateral (select case when a.w = ${W - 1} then 0.45 else ${submitShare} end + ${partOffset('a.school_idx')} as s,
         case when a.w = ${W - 1} then 0.35 else 0.06 end as p) sh
       cross join lateral (select case when u.u1 < sh.s then 'submitted' when u.u1 < sh.s + sh.p then 'in_progress'
         else 'none' end as state) st
       where st.state <> 'none'`,
    `insert into attempts (assignment_id, student_id, status, max_score, started_at, last_activity_at, submitted_at)
       select t.assignment_id, t.student_id, case when t.state = 'submitted' then 'submitted' else 'in_progress' end,
         ws.max_score, t.started_at, t.started_at,
         case when t.state = 'submitted' then t.started_at + (t.q + 1) * interval '70 seconds' end
       from bench_plan t join bench_ws ws using (worksheet_id)`,
    `create table bench_attempt as select t.*, a.id as attempt_id from bench_plan t join attempts a using (assignment_id, student_id)`,
    `drop table bench_plan`,
    `create index on bench_attempt (school_id)`,
    `create index on bench_attempt (attempt_id)`,
    `analyze bench_attempt`,
  ]);

  // ---------------------------------------------------------------- answers, totals and events, school by school
  const schoolIds = rowsOf<{ id: number }>(await db.execute(sql.raw('select id from bench_school order by idx'))).map(
    (r) => Number(r.id),
  );
  const perSchool = async (name: string, statement: (school: number) => string) => {
    const t1 = performance.now();
    let rows = 0;
    for (const school of schoolIds) rows += await exec(db, statement(school));
    const ms = performance.now() - t1;
    steps.push({ step: name, ms, rows });
    log(`reports: ${name}: ${rows.toLocaleString('en-US')} rows in ${(ms / 1000).toFixed(1)} s`);
  };
  // Constructed responses of this week's work, and of work never submitted, wait for the teacher.
  const pending = `(q.answer_type = 9 and (t.w = ${W - 1} or t.state <> 'submitted'))`;
  await perSchool(
    'responses',
    (school) => `
    insert into responses (attempt_id, question_id, standard_id, answer, status, score, max_score, per_part, client_id,
        client_seq, saved_at, graded_by, graded_at)
      select t.attempt_id, q.question_id, q.standard_id, p.answer,
        case when ${pending} then 'pending' else p.status end, case when ${pending} then 0 else p.score end,
        p.max_score, p.per_part, md5(t.attempt_id || ':' || q.ord)::uuid, q.ord,
        t.started_at + (q.ord * 70 + floor(bench_u(t.attempt_id * 1009 + q.ord) * 50)) * interval '1 second',
        case when q.answer_type = 9 and not ${pending} then t.teacher_id end,
        case when q.answer_type = 9 and not ${pending} then t.started_at + interval '1 day' end
      from bench_attempt t
      join bench_wq q on q.worksheet_id = t.worksheet_id and q.ord <= t.answered_n
      cross join lateral (select case
        when bench_u(t.attempt_id * 1013 + q.ord) < least(0.97, greatest(0.05, t.ability + q.difficulty + 0.012 * t.w)) then 0
        else 1 + floor(bench_u(t.attempt_id * 1019 + q.ord) * 3)::int end as variant) x
      join bench_palette p on p.question_id = q.question_id and p.variant = x.variant
      where t.school_id = ${school}
      order by t.attempt_id, q.ord`,
  );
  await perSchool(
    'attempt totals and results',
    (school) => `
    update attempts a set score = x.score, answered_count = x.n, correct_count = x.correct, pending_count = x.pending,
        results = x.results, current_question_id = x.last_q, last_activity_at = x.last_at
      from (select r.attempt_id, round(sum(r.score)::numeric, 2)::float8 as score, count(*) as n,
              count(*) filter (where r.status = 'correct') as correct,
              count(*) filter (where r.status = 'pending') as pending,
              jsonb_object_agg(r.question_id::text, jsonb_build_array(r.status, r.score, r.client_seq, false)) as results,
              (array_agg(r.question_id order by r.client_seq desc))[1] as last_q, max(r.saved_at) as last_at
            from bench_attempt t join responses r on r.attempt_id = t.attempt_id
            where t.school_id = ${school} group by r.attempt_id) x
      where a.id = x.attempt_id`,
  );
  const session = (student: string, at: string) =>
    `md5('s:' || ${student} || ':' || ((${at}) at time zone '${TZ}')::date)::uuid`;
  await perSchool(
    'activity events (sign-ins, starts, answers, submissions, grades)',
    (school) => `
    insert into activity_events (occurred_at, type, action, actor_id, student_id, school_id, district_id, assignment_id,
        attempt_id, question_id, standard_id, score, max_score, session_id)
      select min(t.started_at) - interval '2 minutes', 'SessionEvent', 'LoggedIn', t.student_id, t.student_id,
        t.school_id, ${D}, null::int, null::bigint, null::int, null::int, null::float8, null::float8,
        ${session('t.student_id', 't.started_at')}
      from bench_attempt t where t.school_id = ${school}
      group by t.student_id, t.school_id, (t.started_at at time zone '${TZ}')::date
      union all
      select t.started_at, 'AssessmentEvent', 'Started', t.student_id, t.student_id, null, null, t.assignment_id,
        t.attempt_id, null, null, null, null, ${session('t.student_id', 't.started_at')}
      from bench_attempt t where t.school_id = ${school}
      union all
      select r.saved_at, 'AssessmentItemEvent', 'Completed', t.student_id, t.student_id, t.school_id, null,
        t.assignment_id, t.attempt_id, r.question_id, r.standard_id,
        case when r.graded_by is null then r.score else 0 end, r.max_score, ${session('t.student_id', 't.started_at')}
      from bench_attempt t join responses r on r.attempt_id = t.attempt_id where t.school_id = ${school}
      union all
      select a.submitted_at, 'AssessmentEvent', 'Submitted', t.student_id, t.student_id, null, null, t.assignment_id,
        t.attempt_id, null, null, a.score, a.max_score, null
      from bench_attempt t join attempts a on a.id = t.attempt_id
      where t.school_id = ${school} and a.status = 'submitted'
      union all
      select r.graded_at, 'GradeEvent', 'Graded', t.teacher_id, t.student_id, null, null, t.assignment_id,
        t.attempt_id, r.question_id, null, r.score, r.max_score, null
      from bench_attempt t join responses r on r.attempt_id = t.attempt_id
      where t.school_id = ${school} and r.graded_by is not null
      order by 5, 1`,
  );
  await step(
    'assignment events (ResourceManagementEvent Created)',
    `insert into activity_events (occurred_at, type, action, actor_id, assignment_id)
       select g.created_at, 'ResourceManagementEvent', 'Created', g.teacher_id, g.id
       from bench_assignment a join assignments g on g.id = a.id`,
  );
  // As after any bulk load: the visibility map and statistics a district's tables have in steady state.
  await step('vacuum analyze', 'vacuum analyze');

  return { ...(await describeDistrict(db)), steps };
}

/** The generated district as the measurements need it, read back from the plan tables (also for a kept database). */
export async function describeDistrict(db: Db): Promise<Omit<Generated, 'steps'>> {
  const counts = await one<Record<string, number>>(
    db,
    `select (select count(*) from bench_school)::int as schools, (select count(*) from bench_class)::int as classes,
       (select count(*) from bench_student)::int as students, (select count(*) from bench_assignment)::int as assignments,
       (select count(*) from assignment_students s join bench_assignment a on a.id = s.assignment_id)::int as recipients,
       (select count(*) from bench_attempt)::int as attempts,
       (select count(*) from responses r join bench_attempt t on t.attempt_id = r.attempt_id)::int as answers,
       (select count(*) from activity_events e join users u on u.id = e.actor_id
          where u.district_id = (select district_id from schools where id = (select id from bench_school limit 1)))::int
         as events`,
  );
  const measured = await one<{
    class_id: number;
    idx: number;
    school_id: number;
    school_idx: number;
    district_id: number;
  }>(
    db,
    // A grade 5 class of the first school: about average data.
    `select c.id as class_id, c.idx, c.school_id, c.school_idx, s.district_id from bench_class c
     join schools s on s.id = c.school_id
     where c.school_idx = 0 and c.grade = '5' order by c.idx limit 1`,
  );
  const days = await one<{ first: string; last: string }>(
    db,
    `select (min(started_at) at time zone '${TZ}')::date::text as first, (max(started_at) at time zone '${TZ}')::date::text
       as last from bench_attempt`,
  );
  return {
    districtId: Number(measured.district_id),
    classId: Number(measured.class_id),
    teacher: `bench.t${measured.idx}`,
    schoolId: Number(measured.school_id),
    principal: `bench.p${measured.school_idx}`,
    districtAdmin: 'bench.da',
    counts: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])),
    firstMonday: mondayOf(days.first),
    lastDay: days.last,
  };
}

/** Drops the plan tables (the district stays). */
export async function dropPlan(db: Db) {
  for (const t of ['bench_catchup', 'bench_attempt', 'bench_assignment', 'bench_palette', 'bench_wq', 'bench_ws'])
    await exec(db, `drop table if exists ${t}`);
  for (const t of ['bench_student', 'bench_class', 'bench_school']) await exec(db, `drop table if exists ${t}`);
}
