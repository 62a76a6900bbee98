import {
  averagePerDay,
  type CsvLanguage,
  minutesOf,
  REPORT_TIME_ZONE,
  type TSchoolUsageReport,
  type TSessionDay,
  type TSessionSummary,
  type TStudentUsageDetail,
  type TStudentUsageReport,
} from '@clearsheets/shared';
import { toCsv } from '../../platform/csv-writer';

// The usage reports as CSV (the one CSV writer): the same rows, order and values as the tables on screen.

/** The class usage table: one row per student on the roster. */
export function studentUsageCsv(report: TStudentUsageReport, language: CsvLanguage = 'en'): string {
  return toCsv(
    [
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
    ],
    language,
  );
}

/** One student's days, newest first. */
export function studentUsageDetailCsv(detail: TStudentUsageDetail, language: CsvLanguage = 'en'): string {
  return toCsv(
    [
      ['Day', 'Sessions', 'Time on task (minutes)', 'Answers', 'Assignments submitted', 'Lessons'],
      ...detail.days.map((d) => [d.day, d.sessions, minutesOf(d.activeSeconds), d.answers, d.submissions, d.lessons]),
    ],
    language,
  );
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
export function schoolUsageCsv(
  report: TSchoolUsageReport,
  view: 'schools' | 'weeks',
  language: CsvLanguage = 'en',
): string {
  if (view === 'schools')
    return toCsv(
      [
        ['School', 'Students', ...SCHOOL_MEASURES],
        ...report.schools.map((s) => [s.name, s.enrolled, ...schoolCells(s)]),
      ],
      language,
    );
  return toCsv(
    [
      ['School', 'Week of', ...SCHOOL_MEASURES],
      ...report.schools.flatMap((s) => s.weeks.map((w) => [s.name, w.week, ...schoolCells(w)])),
    ],
    language,
  );
}

/** A time of day in the report time zone, as the session table shows it ("8:05 AM"). */
export const clockTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: REPORT_TIME_ZONE }).format(
    new Date(iso),
  );

const ENDING_TEXT: Record<TSessionSummary['ending'], string> = {
  signedOut: 'Signed out',
  timedOut: 'Timed out',
  none: 'No sign-out',
};

/** What the student did in a session, in a few words ("Fractions: started, 3 answers, submitted 5 of 7"). */
export function workText(work: TSessionSummary['work']): string {
  return work
    .map((w) => {
      const parts = [
        w.started ? 'started' : null,
        `${w.answers} ${w.answers === 1 ? 'answer' : 'answers'}`,
        w.submitted ? (w.score !== null && w.maxScore ? `submitted ${w.score} of ${w.maxScore}` : 'submitted') : null,
      ].filter(Boolean);
      return `${w.title ?? 'Work for another class'}: ${parts.join(', ')}`;
    })
    .join('; ');
}

/** One day's sessions, in time order. */
export function sessionDayCsv(day: TSessionDay, language: CsvLanguage = 'en'): string {
  return toCsv(
    [
      [
        'Signed in',
        'Started',
        'Ended',
        'How it ended',
        'Length (minutes)',
        'Time on task (minutes)',
        'Answers',
        'Work',
      ],
      ...day.sessions.map((s) => [
        s.signedIn ? 'Yes' : 'No',
        clockTime(s.startedAt),
        clockTime(s.endedAt),
        ENDING_TEXT[s.ending],
        minutesOf(s.durationSeconds),
        minutesOf(s.activeSeconds),
        s.answers,
        workText(s.work),
      ]),
    ],
    language,
  );
}
