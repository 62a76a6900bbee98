import {
  averagePerDay,
  minutesOf,
  type TSchoolUsageReport,
  type TStudentUsageDetail,
  type TStudentUsageReport,
} from '@clearsheets/shared';
import { toCsv } from '../../platform/csv-writer';

// The usage reports as CSV (the one CSV writer): the same rows, order and values as the tables on screen.

/** The class usage table: one row per student on the roster. */
export function studentUsageCsv(report: TStudentUsageReport): string {
  return toCsv([
    [
      'Student',
      'Username',
      'Sessions',
      'Time on task (minutes)',
      'Answers',
      'Assignments submitted',
      'Lessons',
      'Days active',
      'Last active',
    ],
    ...report.students.map((s) => [
      `${s.lastName}, ${s.firstName}`,
      s.username,
      s.sessions,
      minutesOf(s.activeSeconds),
      s.answers,
      s.submissions,
      s.lessons,
      s.activeDays,
      s.lastActive,
    ]),
  ]);
}

/** One student's days, newest first. */
export function studentUsageDetailCsv(detail: TStudentUsageDetail): string {
  return toCsv([
    ['Day', 'Sessions', 'Time on task (minutes)', 'Answers', 'Assignments submitted', 'Lessons'],
    ...detail.days.map((d) => [d.day, d.sessions, minutesOf(d.activeSeconds), d.answers, d.submissions, d.lessons]),
  ]);
}

const SCHOOL_MEASURES = [
  'Average daily active students',
  'Days with use',
  'Sessions',
  'Time on task (minutes)',
  'Answers',
  'Assignments submitted',
  'Lessons',
];
type SchoolMeasures = TSchoolUsageReport['totals'][number];
const schoolCells = (m: Omit<SchoolMeasures, 'week'>) => [
  averagePerDay(m.studentDays, m.activeDays),
  m.activeDays,
  m.sessions,
  minutesOf(m.activeSeconds),
  m.answers,
  m.submissions,
  m.lessons,
];

/** Schools side by side over the range, or each school's weeks (school by school, oldest week first). */
export function schoolUsageCsv(report: TSchoolUsageReport, view: 'schools' | 'weeks'): string {
  if (view === 'schools')
    return toCsv([
      ['School', 'Students', ...SCHOOL_MEASURES],
      ...report.schools.map((s) => [s.name, s.enrolled, ...schoolCells(s)]),
    ]);
  return toCsv([
    ['School', 'Week of', ...SCHOOL_MEASURES],
    ...report.schools.flatMap((s) => s.weeks.map((w) => [s.name, w.week, ...schoolCells(w)])),
  ]);
}
