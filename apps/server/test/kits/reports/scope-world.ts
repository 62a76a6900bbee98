// Test support for the school and district reports: a small world of two districts, three schools, teachers,
// classes, leaders and answers on two standards (made through the assignments kit, as the product writes
// them), and the same figures computed straight from the raw rows, for the reports to equal.
import {
  type LevelThresholds,
  levelOf,
  mondayOf,
  percentOf,
  REPORT_TIME_ZONE,
  reportDayOf,
  STATE_TEXAS_ID,
  type TQuestionInput,
} from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { rowsOf } from '../../../src/db/bulk-sql';
import type { Db } from '../../../src/db/client';
import { domains, standards } from '../../../src/db/schema';
import { refreshRollups } from '../../../src/modules/reports/rollups/rollups';
import { buildDistrict, buildSchool, buildUser } from '../../factories';
import { type AssignmentsKit, SAMPLE_QUESTIONS } from '../assignments/assignments-test-kit';

const DAY_MS = 86_400_000;

export interface RawAnswer {
  student_id: number;
  class_id: number;
  school_id: number;
  standard_id: number | null;
  saved_at: string;
  status: string;
  score: number;
  max_score: number;
}

/** The world: district one (schools A and B), district two (school C); a class per teacher, answers over weeks. */
export async function buildScopeWorld(k: AssignmentsKit) {
  const db = k.db();
  const d1 = await buildDistrict(db);
  const d2 = await buildDistrict(db);
  const schoolA = await buildSchool(db, { districtId: d1.id, name: 'Alamo Elementary' });
  const schoolB = await buildSchool(db, { districtId: d1.id, name: 'Brazos Elementary' });
  const schoolC = await buildSchool(db, { districtId: d2.id, name: 'Caddo Elementary' });
  const t1 = await k.teacherWithClass({ schoolId: schoolA.id, students: 4 });
  const t2 = await k.teacherWithClass({ schoolId: schoolA.id, students: 3 });
  const t3 = await k.teacherWithClass({ schoolId: schoolB.id, students: 3 });
  const t4 = await k.teacherWithClass({ schoolId: schoolC.id, students: 2 });
  const person = (
    role: 'DistrictAdmin' | 'Principal' | 'InstructionalCoach' | 'SchoolAdmin',
    schoolId?: number,
    districtId?: number,
  ) => buildUser(db, { role, schoolId, districtId });
  const admin1 = await person('DistrictAdmin', undefined, d1.id);
  const admin2 = await person('DistrictAdmin', undefined, d2.id);
  const principalA = await person('Principal', schoolA.id, d1.id);
  const coachA = await person('InstructionalCoach', schoolA.id, d1.id);
  const principalB = await person('Principal', schoolB.id, d1.id);

  const [domain] = await db
    .insert(domains)
    .values({
      stateId: STATE_TEXAS_ID,
      subjectId: k.kit.subjectId,
      grade: '5',
      code: 'RC1',
      name: 'Numerical Representations',
    })
    .returning();
  const made = await db
    .insert(standards)
    .values(
      ['5.2A', '5.2B'].map((code, i) => ({
        domainId: domain!.id,
        stateId: STATE_TEXAS_ID,
        subjectId: k.kit.subjectId,
        grade: '5',
        code,
        description: `Standard ${code}`,
        stableKey: `TEST.SCOPE.${k.kit.subjectId}.${code}`,
        position: i,
      })),
    )
    .returning();
  const std = made.map((s) => s.id) as [number, number];
  // Question 0 assesses 5.2A, question 1 assesses 5.2B; the constructed and ungraded ones assess none.
  const questions = SAMPLE_QUESTIONS.map((q, i) => (i < 2 ? { ...q, standardId: std[i] } : q)) as TQuestionInput[];
  const worksheetId = (await k.worksheet({ questions })).id;
  const teachers = [t1, t2, t3, t4];
  const assignmentIds: number[] = [];
  for (const t of teachers)
    assignmentIds.push((await k.assign(t.teacher.username, { worksheetId, classIds: [t.cls.id] })).id);

  // Answers spread over three weeks: right or wrong by a fixed pattern, so levels differ by student.
  const now = Date.now();
  let n = 0;
  for (const [ti, t] of teachers.entries()) {
    for (const [si, s] of t.students.entries()) {
      if (ti === 0 && si === 3) continue; // one enrolled student who never answers: no level
      n += 1;
      const weeksAgo = n % 3;
      const at = new Date(now - weeksAgo * 7 * DAY_MS - 3_600_000);
      await k.answer(assignmentIds[ti]!, s.id, 0, { answerType: 1, choiceId: n % 2 ? 'b' : 'a' }, at);
      await k.answer(assignmentIds[ti]!, s.id, 1, { answerType: 3, text: n % 3 ? 'Austin' : 'Dallas' }, at);
      if (n % 2) await k.attempt(assignmentIds[ti]!, s.id, true);
    }
  }
  await refreshUntilCaughtUp(db);
  return {
    d1,
    d2,
    schoolA,
    schoolB,
    schoolC,
    t1,
    t2,
    t3,
    t4,
    admin1,
    admin2,
    principalA,
    coachA,
    principalB,
    domainId: domain!.id,
    std,
    assignmentIds,
  };
}
export type ScopeWorld = Awaited<ReturnType<typeof buildScopeWorld>>;

/**
 * Refreshes the rollups until they hold every activity event written so far. One refresh reads only what every
 * transaction of the server has finished with (its watermark is the cluster's oldest running transaction), so on
 * a PostgreSQL server shared with other work (other test databases, a benchmark) it may stop short: try again.
 */
export async function refreshUntilCaughtUp(db: Db) {
  for (let tries = 0; tries < 300; tries++) {
    await refreshRollups(db);
    const [row] = rowsOf<{ done: boolean }>(
      await db.execute(sql`
        select coalesce((select max(tx) from activity_events) < (select watermark from report_rollup_state where id = 1),
                        true) as done`),
    );
    if (row?.done) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the rollups did not catch up with the activity in 30 s');
}

/** Every scored answer of the world's assignments, with the class it came through (raw rows). */
export async function rawAnswers(k: AssignmentsKit, assignmentIds: number[]): Promise<RawAnswer[]> {
  const rows = rowsOf<RawAnswer>(
    await k.db().execute(sql`
      select a.student_id, s.class_id, c.school_id, r.standard_id, r.saved_at::text as saved_at, r.status,
             r.score::float8 as score, r.max_score::float8 as max_score
        from responses r join attempts a on a.id = r.attempt_id
        join assignment_students s on s.assignment_id = a.assignment_id and s.student_id = a.student_id
        join classes c on c.id = s.class_id
       where a.assignment_id = any(${sql.param(assignmentIds)}::int[])`),
  );
  return rows.filter((r) => ['correct', 'incorrect', 'partial'].includes(r.status));
}

/** The report week (Monday) an answer falls in. */
export const weekOf = (r: RawAnswer) => mondayOf(reportDayOf(new Date(r.saved_at), REPORT_TIME_ZONE));

/** Points and max points summed by a key. */
export function sums(rows: RawAnswer[], key: (r: RawAnswer) => string | number) {
  const out = new Map<string | number, { items: number; points: number; max: number }>();
  for (const r of rows) {
    const m = out.get(key(r)) ?? { items: 0, points: 0, max: 0 };
    m.items += 1;
    m.points += r.score;
    m.max += r.max_score;
    out.set(key(r), m);
  }
  return out;
}

/** Level counts of students (each student's percent over their rows); `enrolled` adds those with no rows. */
export function levelCounts(rows: RawAnswer[], enrolled: number[], th: LevelThresholds) {
  const per = sums(rows, (r) => r.student_id);
  const out = { did_not_meet: 0, approaches: 0, meets: 0, masters: 0, none: 0 };
  for (const id of enrolled) {
    const s = per.get(id);
    out[levelOf(s ? percentOf(s.points, s.max) : null, th) ?? 'none'] += 1;
  }
  return out;
}

/** A CSV body as rows of cells (the byte-order mark dropped). */
export const csvRows = (body: string) =>
  Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

export const percentText = (p: number | null) => (p === null ? '' : String(p));
