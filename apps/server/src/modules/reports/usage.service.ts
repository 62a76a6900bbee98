import {
  addDays,
  daysFrom,
  REPORT_TIME_ZONE,
  reportDayOf,
  type TSessionDay,
  type TStudentUsageDetail,
  type TStudentUsageReport,
  type TUsageMeasures,
  USAGE_MAX_RANGE_DAYS,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { notFound } from '../../platform/errors';
import { loadClassScope } from './reports.policy';
import {
  assignmentsSeenBy,
  findClassName,
  findRosterStudent,
  lastActiveDays,
  listDayEvents,
  listRoster,
  listUsage,
  type UsageRow,
} from './usage.repository';
import { summariseSessions } from './usage-sessions';

// A class's usage (docs/decisions/0030): every student on the roster with their sessions, time on task, answers,
// submissions and lessons over a range of days; one student's days; one student's day as sessions. Scope: the
// class's (its teachers, its school's leaders, its district's admins), through the reports policy.

/** Days a class usage report covers when the caller names no start: four weeks up to the end. */
export const USAGE_DEFAULT_DAYS = 28;

export interface RangeQuery {
  from?: string | undefined;
  to?: string | undefined;
}

/** The range asked for, its missing ends filled in: up to today, four weeks back, never longer than a year. */
export function usageRange(q: RangeQuery, today: string, defaultDays = USAGE_DEFAULT_DAYS) {
  if (q.from && q.to) return { from: q.from, to: q.to };
  if (q.from) {
    const latest = addDays(q.from, USAGE_MAX_RANGE_DAYS - 1);
    return { from: q.from, to: q.from > today ? q.from : latest < today ? latest : today };
  }
  const to = q.to ?? today;
  return { from: addDays(to, -(defaultDays - 1)), to };
}

const today = (now: Date) => reportDayOf(now, REPORT_TIME_ZONE);
const zero = (): TUsageMeasures => ({ sessions: 0, activeSeconds: 0, answers: 0, submissions: 0, lessons: 0 });
function add(into: TUsageMeasures, row: TUsageMeasures) {
  into.sessions += row.sessions;
  into.activeSeconds += row.activeSeconds;
  into.answers += row.answers;
  into.submissions += row.submissions;
  into.lessons += row.lessons;
  return into;
}
const measuresOf = (row: UsageRow): TUsageMeasures => add(zero(), row);

/** Why: a teacher sees who uses the product and how much, student by student and day by day. */
export async function studentUsage(
  db: Db,
  caller: Caller,
  q: RangeQuery & { classId: number },
  now: Date,
): Promise<TStudentUsageReport> {
  const scope = await loadClassScope(db, caller, q.classId);
  const range = usageRange(q, today(now));
  const [name, roster] = await Promise.all([findClassName(db, scope.classId), listRoster(db, scope.classId)]);
  const ids = roster.map((s) => s.id);
  const [usage, lastActive] = await Promise.all([
    listUsage(db, ids, range.from, range.to),
    lastActiveDays(db, ids, range.to),
  ]);
  const byStudent = new Map<number, { measures: TUsageMeasures; days: number }>();
  const byDay = new Map<string, TUsageMeasures & { activeStudents: number }>();
  for (const row of usage) {
    const student = byStudent.get(row.studentId) ?? { measures: zero(), days: 0 };
    add(student.measures, row);
    student.days += 1;
    byStudent.set(row.studentId, student);
    const day = byDay.get(row.day) ?? { ...zero(), activeStudents: 0 };
    add(day, row);
    day.activeStudents += 1;
    byDay.set(row.day, day);
  }
  const students = roster.map((s) => ({
    studentId: s.id,
    firstName: s.firstName,
    lastName: s.lastName,
    username: s.username,
    ...(byStudent.get(s.id)?.measures ?? zero()),
    activeDays: byStudent.get(s.id)?.days ?? 0,
    lastActive: lastActive.get(s.id) ?? null,
  }));
  const totals = students.reduce(add, zero());
  return {
    class: { id: scope.classId, name },
    range,
    students,
    totals: { ...totals, students: students.length, activeStudents: byStudent.size },
    days: daysFrom(range.from, range.to).map((day) => ({
      day,
      ...(byDay.get(day) ?? { ...zero(), activeStudents: 0 }),
    })),
  };
}

async function loadStudent(db: Db, caller: Caller, classId: number, studentId: number) {
  const scope = await loadClassScope(db, caller, classId);
  const [name, student] = await Promise.all([
    findClassName(db, scope.classId),
    findRosterStudent(db, scope.classId, studentId),
  ]);
  // A student who is not on this class's roster is not this report's to show, whether or not they exist.
  if (!student) throw notFound();
  return { cls: { id: scope.classId, name }, student };
}

/** Why: one student's use day by day, to see when they worked and when they stopped. */
export async function studentUsageDetail(
  db: Db,
  caller: Caller,
  q: RangeQuery & { classId: number; studentId: number },
  now: Date,
): Promise<TStudentUsageDetail> {
  const { cls, student } = await loadStudent(db, caller, q.classId, q.studentId);
  const range = usageRange(q, today(now));
  const [usage, lastActive] = await Promise.all([
    listUsage(db, [student.id], range.from, range.to),
    lastActiveDays(db, [student.id], range.to),
  ]);
  const days = usage.map((row) => ({ day: row.day, ...measuresOf(row) })).reverse();
  return {
    class: cls,
    student,
    range,
    days,
    totals: { ...days.reduce(add, zero()), activeDays: days.length },
    lastActive: lastActive.get(student.id) ?? null,
  };
}

/** Why: what a student did on one day, sign-in by sign-in (read from the day's own events). */
export async function sessionDay(
  db: Db,
  caller: Caller,
  q: { classId: number; studentId: number; day: string },
): Promise<TSessionDay> {
  const { cls, student } = await loadStudent(db, caller, q.classId, q.studentId);
  const [events, usage] = await Promise.all([
    listDayEvents(db, student.id, q.day, REPORT_TIME_ZONE),
    listUsage(db, [student.id], q.day, q.day),
  ]);
  const assignmentIds = [...new Set(events.flatMap((e) => (e.assignmentId === null ? [] : [e.assignmentId])))];
  const seen = await assignmentsSeenBy(db, cls.id, assignmentIds);
  const titleOf = (id: number) => {
    const a = seen.get(id);
    return a?.inClass ? a.title : null;
  };
  return {
    class: cls,
    student,
    day: q.day,
    sessions: summariseSessions(events, titleOf),
    totals: usage[0] ? measuresOf(usage[0]) : zero(),
  };
}
