// Eight weeks of school in the demo district (local and dev only): reads what the demo seed made, plans the
// activity (demo-activity-plan, -timeline, -sessions: pure, from `today`), writes it in bulk in one transaction
// and rebuilds the report rollups from it. Runs once: a second start finds the seeded teachers and adds nothing.
import { ACTIVITY_ACTIONS, ACTIVITY_TYPES } from '@clearsheets/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  classes,
  classTeachers,
  domains,
  passages,
  questions,
  schools,
  standards,
  users,
  worksheets,
} from '../db/schema';
import { rebuildRollups } from '../modules/reports';
import { snapshotOf } from '../modules/worksheets';
import { addDays, atLocal, hm, schoolCalendar } from './demo-activity-clock';
import { CLASSES, planStudents, type StudentPlan, TEACHERS } from './demo-activity-people';
import { planAssignments, planWork, type StandardInfo, type WorksheetInfo } from './demo-activity-plan';
import { addSessions, gradeWrittenAnswers } from './demo-activity-sessions';
import { buildTimeline } from './demo-activity-timeline';
import { reserveIds, type SeedIds, writeAssignments, writeRoster } from './demo-activity-write';
import { writeEvents, writeWork } from './demo-activity-write-work';

/** The first seeded teacher's username: present means the activity is in already. */
const MARKER = `${TEACHERS[1]!.first}.${TEACHERS[1]!.last}`.toLowerCase();

/** What a seeded district holds, for the start log and the tests. */
export interface DemoActivityCounts {
  teachers: number;
  students: number;
  classes: number;
  assignments: number;
  attempts: number;
  responses: number;
  events: number;
}

/** The library worksheets the plan assigns, as snapshots, and the standards their questions assess. */
async function loadLibrary(db: Db) {
  const rows = await db
    .select({ id: worksheets.id, key: worksheets.libraryKey, title: worksheets.title })
    .from(worksheets)
    .where(and(eq(worksheets.isLibrary, true), isNull(worksheets.deletedAt)));
  const wanted = rows.filter((w) => w.key && /^g[3-8]-(rc[1-4]-|every-answer-type$|science-)/.test(w.key));
  const ids = wanted.map((w) => w.id);
  const [qs, ps] = await Promise.all([
    db
      .select()
      .from(questions)
      .where(inArray(questions.worksheetId, ids))
      .orderBy(asc(questions.position), asc(questions.id)),
    db.select().from(passages).where(inArray(passages.worksheetId, ids)).orderBy(asc(passages.id)),
  ]);
  const library = new Map<string, WorksheetInfo>();
  for (const w of wanted)
    library.set(w.key as string, {
      id: w.id,
      key: w.key as string,
      title: w.title,
      questions: snapshotOf(
        qs.filter((q) => q.worksheetId === w.id),
        ps.filter((p) => p.worksheetId === w.id),
      ),
    });
  const standardIds = [...new Set(qs.flatMap((q) => (q.standardId ? [q.standardId] : [])))];
  const found = await db
    .select({ id: standards.id, code: standards.code, category: domains.code })
    .from(standards)
    .innerJoin(domains, eq(domains.id, standards.domainId))
    .where(inArray(standards.id, standardIds));
  return {
    library,
    standards: new Map<number, StandardInfo>(found.map((s) => [s.id, { code: s.code, category: s.category }])),
  };
}

/**
 * Why: a newcomer's first look at the product should show a district in the middle of a term: homes with work,
 * reports with levels, trends and weak spots. Needs the demo seed (seedDemo) first; returns null when it finds
 * the activity already there or the demo district changed beyond recognition.
 */
export async function seedDemoActivity(db: Db, today: Date): Promise<DemoActivityCounts | null> {
  const [marker] = await db.select({ id: users.id }).from(users).where(eq(users.username, MARKER)).limit(1);
  if (marker) return null;
  const demo = await db
    .select({
      id: users.id,
      username: users.username,
      districtId: users.districtId,
      schoolId: users.schoolId,
      hash: users.passwordHash,
    })
    .from(users)
    .where(inArray(users.username, ['teacher', 'teacher.free', 'student']));
  const byName = new Map(demo.map((u) => [u.username, u]));
  const ana = byName.get('teacher');
  const mia = byName.get('student');
  const ben = byName.get('teacher.free');
  if (!ana?.districtId || !ana.schoolId || !mia?.hash || !ben?.schoolId) return null;
  const [demoClass] = await db
    .select({ id: classes.id })
    .from(classes)
    .innerJoin(classTeachers, eq(classTeachers.classId, classes.id))
    .where(and(eq(classTeachers.teacherId, ana.id), eq(classes.name, 'Grade 5 Math'), isNull(classes.deletedAt)))
    .limit(1);
  const districtSchools = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.districtId, ana.districtId));
  if (!demoClass || !districtSchools.some((s) => s.id === ben.schoolId)) return null;

  const { library, standards: standardInfo } = await loadLibrary(db);
  const taken = new Set((await db.select({ username: users.username }).from(users)).map((u) => u.username));
  for (const t of TEACHERS) taken.add(`${t.first}.${t.last}`.toLowerCase());
  const students = planStudents(taken);
  const cal = schoolCalendar(today);
  const assignments = planAssignments(cal, library);
  const timeline = buildTimeline(cal, assignments, planWork(cal, assignments, students), standardInfo);
  gradeWrittenAnswers(cal, assignments, new Map<string, StudentPlan>(students.map((s) => [s.key, s])), timeline);
  assignments.forEach((a, i) => {
    const cls = CLASSES.find((c) => c.key === a.classKey)!;
    timeline.events.push({
      occurredAt: a.createdAt,
      type: ACTIVITY_TYPES.resource,
      action: ACTIVITY_ACTIONS.created,
      actor: `t:${cls.teacherKey}`,
      student: null,
      classKey: a.classKey,
      school: cls.school,
      assignment: i,
      attempt: null,
      questionId: null,
      standardId: null,
      score: null,
      maxScore: null,
      session: null,
    });
  });
  addSessions(cal, timeline);

  const counts = await db.transaction(async (tx) => {
    const newTeachers = TEACHERS.filter((t) => !t.demoUsername);
    const newStudents = students.filter((s) => !s.demoUsername);
    const newClasses = CLASSES.filter((c) => !c.demoClass);
    const userIds = await reserveIds(tx, 'users', newTeachers.length + newStudents.length);
    const classIds = await reserveIds(tx, 'classes', newClasses.length);
    const ids: SeedIds = {
      districtId: ana.districtId as number,
      schools: { 1: ana.schoolId as number, 2: ben.schoolId as number },
      teachers: new Map([
        ['ana', ana.id],
        ['ben', ben.id],
        ...newTeachers.map((t, i): [string, number] => [t.key, userIds[i]!]),
      ]),
      students: new Map([
        ['mia', mia.id],
        ...newStudents.map((s, i): [string, number] => [s.key, userIds[newTeachers.length + i]!]),
      ]),
      classes: new Map([
        ...CLASSES.filter((c) => c.demoClass).map((c): [string, number] => [c.key, demoClass.id]),
        ...newClasses.map((c, i): [string, number] => [c.key, classIds[i]!]),
      ]),
    };
    // The roster was made a week before the first assignment.
    await writeRoster(tx, ids, students, mia.hash as string, atLocal(addDays(cal.weeks[0] as string, -7), hm(9)));
    const assignmentIds = await writeAssignments(tx, ids, assignments, students);
    const attemptIds = await writeWork(tx, ids, timeline, assignments, assignmentIds);
    await writeEvents(tx, ids, timeline, assignmentIds, attemptIds);
    return {
      teachers: newTeachers.length,
      students: newStudents.length,
      classes: newClasses.length,
      assignments: assignments.length,
      attempts: timeline.attempts.length,
      responses: timeline.responses.length,
      events: timeline.events.length,
    };
  });
  await rebuildRollups(db);
  return counts;
}
