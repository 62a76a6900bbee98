import {
  addDays,
  mondayOf,
  percentOf,
  type TCoachingCycle,
  type TCoachingCycleInput,
  type TCoachingCycles,
  type TCoachingGrowth,
  type TGrowth,
  weeksFrom,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { groupBy } from '../../platform/group-by';
import {
  type CycleRow,
  countStandards,
  deleteCycle,
  findCycle,
  type GrowthRow,
  growthRows,
  insertCycle,
  listCycles,
  schoolTeachers,
  teacherClasses,
  updateCycle,
} from './coaching.repository';
import { abilitiesOf, can, loadReportScope, loadSchoolScope } from './reports.policy';
import { scoreOf, today } from './scope-figures';
import { scopeNames } from './scope-names.repository';
import { standardsInfo } from './scope-standards.repository';
import { thresholdsOf } from './thresholds.repository';

// Coaching cycles: a school leader (a coach, mostly) picks a teacher, a few standards and a start date, and
// follows that teacher's classes' growth on them. Kept in coaching_cycles (migration 0012), not a preference:
// the school's leaders all read a cycle, and its teacher and standards stay checkable ids.

/** Weeks of history a growth view shows before the start. */
const WEEKS_BEFORE = 8;

async function toDto(db: Db, caller: Caller, rows: CycleRow[]): Promise<TCoachingCycle[]> {
  const info = new Map(
    (await standardsInfo(db, [...new Set(rows.flatMap((r) => r.standardIds))])).map((s) => [s.id, s]),
  );
  return rows.map((r) => ({
    id: r.id,
    schoolId: r.schoolId,
    title: r.title,
    coachId: r.coachId,
    coachName: r.coachName,
    teacherId: r.teacherId,
    teacherName: r.teacherName,
    standards: r.standardIds.flatMap((id) => {
      const s = info.get(id);
      return s ? [{ id, code: s.code, description: s.description }] : [];
    }),
    startsOn: r.startsOn,
    createdAt: r.createdAt.toISOString(),
    canEdit: r.coachId === caller.userId,
  }));
}

/** Why: a school's leaders see every cycle run there (district admins too); a leader of the school starts one. */
export async function listCoaching(db: Db, caller: Caller, schoolId?: number): Promise<TCoachingCycles> {
  const scope = await loadReportScope(db, caller, schoolId);
  if (scope.kind !== 'school') throw notFound();
  const [names, teachers, rows] = await Promise.all([
    scopeNames(db, scope.districtId, scope.schoolId),
    schoolTeachers(db, scope.schoolId),
    listCycles(db, scope.schoolId),
  ]);
  return {
    school: { id: scope.schoolId, name: names.school ?? '' },
    canCreate: abilitiesOf(caller, { schoolId: scope.schoolId }).runCoaching,
    teachers,
    cycles: await toDto(db, caller, rows),
  };
}

/** The teacher must teach at the school and every standard must exist (else 400 naming the field). */
async function checkInput(db: Db, schoolId: number, body: TCoachingCycleInput) {
  const teachers = await schoolTeachers(db, schoolId);
  if (!teachers.some((t) => t.id === body.teacherId)) throw badRequest('teacherId', 'coachingTeacherNotInSchool');
  if ((await countStandards(db, body.standardIds)) !== body.standardIds.length)
    throw badRequest('standardIds', 'unknownStandard');
}

const valuesOf = (body: TCoachingCycleInput) => ({
  title: body.title,
  teacherId: body.teacherId,
  standardIds: body.standardIds,
  startsOn: body.startsOn,
});

export async function createCoaching(db: Db, caller: Caller, body: TCoachingCycleInput): Promise<TCoachingCycle> {
  const schoolId = caller.schoolId;
  if (!schoolId || !caller.districtId || !can(caller, 'runCoaching', { schoolId })) throw forbidden();
  await checkInput(db, schoolId, body);
  const id = await insertCycle(db, {
    ...valuesOf(body),
    schoolId,
    districtId: caller.districtId,
    coachId: caller.userId,
  });
  const [dto] = await toDto(db, caller, [(await findCycle(db, id))!]);
  return dto!;
}

/** A cycle the caller may read (its school's leaders, its district's admins), else 404. */
async function loadCycle(db: Db, caller: Caller, id: number): Promise<CycleRow> {
  const row = await findCycle(db, id);
  if (!row) throw notFound();
  await loadSchoolScope(db, caller, row.schoolId);
  return row;
}

/** Only the one running a cycle changes or ends it. */
async function loadOwnCycle(db: Db, caller: Caller, id: number) {
  const row = await loadCycle(db, caller, id);
  if (row.coachId !== caller.userId) throw forbidden();
  return row;
}

export async function changeCoaching(db: Db, caller: Caller, id: number, body: TCoachingCycleInput) {
  const row = await loadOwnCycle(db, caller, id);
  await checkInput(db, row.schoolId, body);
  await updateCycle(db, id, valuesOf(body));
  const [dto] = await toDto(db, caller, [(await findCycle(db, id))!]);
  return dto!;
}

export async function endCoaching(db: Db, caller: Caller, id: number) {
  await loadOwnCycle(db, caller, id);
  await deleteCycle(db, id);
}

type Th = Parameters<typeof scoreOf>[1];
const EMPTY = { items: 0, correct: 0, points: 0, max_points: 0 };

/** Before the start against from it on, and the change in percent points (one decimal). */
function growthOf(rows: readonly GrowthRow[], th: Th): TGrowth {
  const sum = (after: boolean) =>
    rows
      .filter((r) => r.after === after)
      .reduce(
        (a, r) => ({
          items: a.items + r.items,
          correct: a.correct + r.correct,
          points: a.points + r.points,
          max_points: a.max_points + r.max_points,
        }),
        EMPTY,
      );
  const before = scoreOf(sum(false), th);
  const after = scoreOf(sum(true), th);
  const growth =
    before.percent !== null && after.percent !== null ? Math.round((after.percent - before.percent) * 10) / 10 : null;
  return { before, after, growth };
}

/** Weekly percents of the rows, one point per week of the view. */
function pointsOf(rows: readonly GrowthRow[], weeks: readonly string[]) {
  const byWeek = groupBy(rows, (r) => r.week);
  return weeks.map((week) => {
    const w = byWeek.get(week) ?? [];
    const points = w.reduce((s, r) => s + r.points, 0);
    const max = w.reduce((s, r) => s + r.max_points, 0);
    return { week, items: w.reduce((s, r) => s + r.items, 0), percent: percentOf(points, max) };
  });
}

/** Why: did the teacher's classes grow on the chosen standards since coaching began (and by how much). */
export async function coachingGrowth(db: Db, caller: Caller, id: number, at: Date): Promise<TCoachingGrowth> {
  const row = await loadCycle(db, caller, id);
  const [cycle] = await toDto(db, caller, [row]);
  const fromWeek = addDays(mondayOf(row.startsOn), -7 * WEEKS_BEFORE);
  const now = today(at);
  // Days compare as text (YYYY-MM-DD): the view runs to this week, or to the start when it is still ahead.
  const weeks = weeksFrom(fromWeek, [now, row.startsOn].sort().at(-1)!);
  const [th, classes] = await Promise.all([
    thresholdsOf(db, row.districtId),
    teacherClasses(db, row.schoolId, row.teacherId),
  ]);
  const rows = await growthRows(
    db,
    row.schoolId,
    classes.map((c) => c.id),
    row.standardIds,
    fromWeek,
    row.startsOn,
  );
  const byClass = groupBy(rows, (r) => r.class_id);
  const byStandard = groupBy(rows, (r) => r.standard_id);
  return {
    cycle: cycle!,
    thresholds: th,
    weeks,
    total: { ...growthOf(rows, th), points: pointsOf(rows, weeks) },
    classes: classes.map((c) => ({
      id: c.id,
      name: c.name,
      ...growthOf(byClass.get(c.id) ?? [], th),
      points: pointsOf(byClass.get(c.id) ?? [], weeks),
    })),
    standards: cycle!.standards.map((s) => ({ ...s, ...growthOf(byStandard.get(s.id) ?? [], th) })),
  };
}
