// Test support for the crystal report: one teacher's class of five with answers on three standards in two reporting
// categories (two grades), over three weeks, through two assignments (made with the assignments kit, as the
// product writes them), the people around it, and the class's numbers computed straight from the raw rows.
import {
  type LevelThresholds,
  levelOf,
  percentOf,
  REPORT_TIME_ZONE,
  STATE_TEXAS_ID,
  type TQuestionInput,
} from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { rowsOf } from '../../../src/db/bulk-sql';
import { domains, smallGroupMembers, smallGroups, standards } from '../../../src/db/schema';
import { refreshRollups } from '../../../src/modules/reports/rollups/rollups';
import { buildDistrict, buildSchool, buildUser } from '../../factories';
import { type AssignmentsKit, SAMPLE_QUESTIONS } from '../assignments/assignments-test-kit';

const DAY_MS = 86_400_000;
const MC = SAMPLE_QUESTIONS[0]!; // 1 point: b is right, a ('7') and c ('=SUM(A1)') are wrong
const TEXT = SAMPLE_QUESTIONS[1]!; // 2 points: 'Austin'
const WRITTEN = SAMPLE_QUESTIONS[2]!; // 4 points, graded by the teacher (pending until then)

export const RIGHT_MC = { answerType: 1, choiceId: 'b' };
export const WRONG_MC = { answerType: 1, choiceId: 'a' };
export const OTHER_WRONG_MC = { answerType: 1, choiceId: 'c' };
export const RIGHT_TEXT = { answerType: 3, text: 'Austin' };
export const WRONG_TEXT = { answerType: 3, text: ' dallas' };

export interface RawAnswer {
  student_id: number;
  assignment_id: number;
  question_id: number;
  standard_id: number | null;
  saved_at: string;
  status: string;
  score: number;
  max_score: number;
  answer: unknown;
}

export interface Sum {
  items: number;
  correct: number;
  points: number;
  maxPoints: number;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Sums raw answers as every report counts them (scored answers only). */
export function sumOf(rows: readonly RawAnswer[]): Sum {
  const s = { items: 0, correct: 0, points: 0, maxPoints: 0 };
  for (const r of rows) {
    s.items += 1;
    s.correct += r.status === 'correct' ? 1 : 0;
    s.points = round(s.points + Number(r.score));
    s.maxPoints = round(s.maxPoints + Number(r.max_score));
  }
  return s;
}

/** The totals a report shows for raw answers under thresholds. */
export const totalsOfRaw = (rows: readonly RawAnswer[], th?: LevelThresholds) => {
  const s = sumOf(rows);
  const percent = percentOf(s.points, s.maxPoints);
  return { ...s, percent, level: levelOf(percent, th) };
};

export const dayOf = (at: string | Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(new Date(at));

/** A CSV body as rows of cells (the byte-order mark and the last line break dropped). */
export function csvRows(body: string): string[][] {
  return Papa.parse<string[]>(body.replace(/^\uFEFF/, '').trimEnd(), { newline: '\r\n' }).data;
}

/** The world: a school with a teacher's class of five (a small group of two), a colleague's class, the school's
 * leaders, a school of another district, and answers over three weeks to two assignments. */
export async function buildCrystalWorld(k: AssignmentsKit) {
  const db = k.db();
  const owner = await k.teacherWithClass({ students: 5 });
  const schoolId = owner.teacher.schoolId!;
  const districtId = owner.teacher.districtId!;
  const colleague = await k.teacherWithClass({ students: 2, schoolId });
  const leader = (
    role: 'Principal' | 'InstructionalCoach' | 'DistrictAdmin',
    at: { schoolId?: number; districtId?: number },
  ) => buildUser(db, { role, ...at, license: 'CKPD' });
  const principal = await leader('Principal', { schoolId });
  const coach = await leader('InstructionalCoach', { schoolId });
  const admin = await leader('DistrictAdmin', { districtId });
  const sibling = await buildSchool(db, { districtId });
  const siblingPrincipal = await leader('Principal', { schoolId: sibling.id });
  const far = await buildDistrict(db);
  const farAdmin = await leader('DistrictAdmin', { districtId: far.id });
  const farTeacher = await k.teacherWithClass({ students: 1 });

  // Two reporting categories: grade 5 (two standards) and grade 4 (one).
  const [d5, d4] = await db
    .insert(domains)
    .values([
      { stateId: STATE_TEXAS_ID, subjectId: k.kit.subjectId, grade: '5', code: 'RC1', name: 'Number and Operations' },
      { stateId: STATE_TEXAS_ID, subjectId: k.kit.subjectId, grade: '4', code: 'RC2', name: 'Measurement' },
    ])
    .returning();
  const std = (domainId: number, grade: string, code: string, position: number) => ({
    domainId,
    stateId: STATE_TEXAS_ID,
    subjectId: k.kit.subjectId,
    grade,
    code,
    description: `Expectation ${code}`,
    stableKey: `TEST.${k.kit.subjectId}.${code}`,
    position,
  });
  const [s1, s2, s3] = await db
    .insert(standards)
    .values([std(d5!.id, '5', '5.3A', 1), std(d5!.id, '5', '5.3B', 2), std(d4!.id, '4', '4.2A', 1)])
    .returning();
  const questions = [
    { ...MC, standardId: s1!.id },
    { ...TEXT, standardId: s2!.id },
    WRITTEN,
    { ...MC, prompt: 'What is 4 x 3?', standardId: s3!.id },
  ] as TQuestionInput[];
  const worksheetId = (await k.worksheet({ questions })).id;
  const assign = async () => (await k.assign(owner.teacher.username, { worksheetId, classIds: [owner.cls.id] })).id;
  const first = await assign();
  const second = await assign();
  // The colleague's class has an assignment too (never in the owner's report).
  const elsewhere = (await k.assign(colleague.teacher.username, { worksheetId, classIds: [colleague.cls.id] })).id;

  const [group] = await db.insert(smallGroups).values({ classId: owner.cls.id, name: 'Table 1' }).returning();
  await db
    .insert(smallGroupMembers)
    .values(owner.students.slice(0, 2).map((s) => ({ groupId: group!.id, studentId: s.id })));
  const [otherGroup] = await db
    .insert(smallGroups)
    .values({ classId: colleague.cls.id, name: 'Elsewhere' })
    .returning();

  const [ava, ben, cleo, dev] = owner.students.map((s) => ({ id: s.id })) as [
    { id: number },
    { id: number },
    { id: number },
    { id: number },
  ];
  const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
  // Ava improves week by week; Ben slips; Cleo and Dev answer only grade 5 questions; Eli answers nothing.
  const plan: [number, number, number, unknown, Date][] = [
    [first, ava.id, 0, WRONG_MC, ago(15)],
    [first, ava.id, 1, WRONG_TEXT, ago(15)],
    [first, ava.id, 3, WRONG_MC, ago(15)],
    [second, ava.id, 0, RIGHT_MC, ago(1)],
    [second, ava.id, 1, RIGHT_TEXT, ago(1)],
    [second, ava.id, 3, RIGHT_MC, ago(1)],
    [first, ben.id, 0, RIGHT_MC, ago(15)],
    [first, ben.id, 1, RIGHT_TEXT, ago(15)],
    [first, ben.id, 3, RIGHT_MC, ago(15)],
    [second, ben.id, 0, WRONG_MC, ago(1)],
    [second, ben.id, 1, WRONG_TEXT, ago(1)],
    [second, ben.id, 2, { answerType: 9, text: 'I counted.' }, ago(1)],
    [first, cleo.id, 0, OTHER_WRONG_MC, ago(8)],
    [first, cleo.id, 1, RIGHT_TEXT, ago(8)],
    [first, dev.id, 0, WRONG_MC, ago(8)],
  ];
  for (const [assignmentId, studentId, index, response, at] of plan)
    await k.answer(assignmentId, studentId, index, response, at);
  await k.attempt(first, ava.id, true);
  await k.attempt(first, ben.id, true);
  // Someone in the colleague's class answers too.
  await k.answer(elsewhere, colleague.students[0]!.id, 0, RIGHT_MC, ago(2));
  await refreshRollups(db);

  /** The owner's class's scored raw answers (optionally of given students). */
  async function raw(studentIds: readonly number[] = owner.students.map((s) => s.id)) {
    return rowsOf<RawAnswer>(
      await db.execute(sql`
        select a.student_id, a.assignment_id, r.question_id, r.standard_id, r.saved_at::text as saved_at, r.status,
          r.score, r.max_score, r.answer
        from responses r join attempts a on a.id = r.attempt_id
        join assignment_students s on s.assignment_id = a.assignment_id and s.student_id = a.student_id
        where s.class_id = ${owner.cls.id} and a.student_id = any(${sql.param([...studentIds])}::int[])`),
    ).filter((r) => ['correct', 'incorrect', 'partial'].includes(r.status) && r.standard_id !== null);
  }

  return {
    owner,
    colleague,
    principal,
    coach,
    admin,
    siblingPrincipal,
    farAdmin,
    farTeacher,
    domains: { d5: d5!, d4: d4! },
    standards: { s1: s1!, s2: s2!, s3: s3! },
    assignments: { first, second, elsewhere },
    group: group!,
    otherGroup: otherGroup!,
    raw,
  };
}

export type CrystalWorld = Awaited<ReturnType<typeof buildCrystalWorld>>;
