import {
  INTERVENTION_LABELS,
  type InterventionKind,
  type LessonKind,
  MOOD_OPTIONS,
  type TLessonReport,
  type TLessonReportList,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import type { CsvCell } from '../../platform/csv-writer';
import { AppError, notFound } from '../../platform/errors';
import { homeScopeOf, loadClassScope, loadReportScope } from '../reports';
import { sessionResponses } from './lesson-answers.repository';
import { sessionContent, summaryOf } from './lesson-content';
import { standardsByIds } from './lesson-library.repository';
import { sessionStudents } from './lesson-participants.repository';
import { buildLessonReport } from './lesson-report';
import { type ReportScopeFilter, reportSessions } from './lesson-report.repository';
import { sessionRoutings } from './lesson-routings.repository';
import { findSession, teacherName } from './lesson-sessions.repository';

// The lesson summary (/teacher/lessonsummary, /teacher/mylessonsummary, and the class and school views): the
// sessions a caller may read, and one session's report. Reach is the reports policy's: a session's teacher; else
// anyone who may read one of its classes (its teachers, the school's leaders, the district's admins); 404 outside.

/** Which sessions the list covers: a class's, a school's, the caller's widest scope, or a teacher's own. */
async function listScope(db: Db, caller: Caller, classId?: number, schoolId?: number): Promise<ReportScopeFilter> {
  if (classId) return { classId: (await loadClassScope(db, caller, classId)).classId };
  if (schoolId || homeScopeOf(caller)) {
    const scope = await loadReportScope(db, caller, schoolId);
    return scope.kind === 'school' ? { schoolId: scope.schoolId } : { districtId: scope.districtId };
  }
  return { teacherId: caller.userId };
}

export async function lessonReportList(
  db: Db,
  caller: Caller,
  q: { kind?: LessonKind; classId?: number; schoolId?: number; page: number; pageSize: number },
): Promise<TLessonReportList> {
  const scope = await listScope(db, caller, q.classId, q.schoolId);
  const { rows, total } = await reportSessions(db, scope, q.kind, q.page, q.pageSize);
  return {
    items: rows.map((r) => ({
      session: summaryOf(r),
      teacher: r.teacher,
      enrolled: r.enrolled,
      joined: r.joined,
      averageScore: r.averageScore,
    })),
    total,
  };
}

/** The session if the caller may read its report (404 otherwise). */
async function loadReportSession(db: Db, caller: Caller, sessionId: number) {
  const session = await findSession(db, sessionId);
  if (!session) throw notFound();
  if (session.teacherId === caller.userId) return session;
  for (const c of session.classes) {
    try {
      await loadClassScope(db, caller, c.id);
      return session;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  throw notFound();
}

export async function lessonReport(db: Db, caller: Caller, sessionId: number): Promise<TLessonReport> {
  const session = await loadReportSession(db, caller, sessionId);
  const content = sessionContent(session);
  const [students, responses, routings, teacher] = await Promise.all([
    sessionStudents(db, sessionId),
    sessionResponses(db, sessionId),
    sessionRoutings(db, sessionId),
    teacherName(db, session.teacherId),
  ]);
  const standardIds = new Set<number>();
  for (const slide of content.slides)
    for (const c of slide.components) if ('standardId' in c && c.standardId) standardIds.add(c.standardId);
  const standards = new Map((await standardsByIds(db, [...standardIds])).map((s) => [s.id, s]));
  return {
    session: summaryOf(session),
    teacher,
    ...buildLessonReport({ content, students, responses, routings, standards }),
  };
}

const moodLabel = (value: string | null) => MOOD_OPTIONS.find((o) => o.value === value)?.label ?? '';

/** The report's student table as CSV rows: one column per scored check, then the routes. */
export function lessonReportCsv(r: TLessonReport): CsvCell[][] {
  const header = [
    'Student',
    'Joined',
    'Mood',
    'Quick checks answered',
    ...r.checks.map((c) => c.title),
    'Routes',
    'Re-check scores',
  ];
  return [
    header,
    ...r.students.map((s) => [
      s.name,
      s.joined ? 'Yes' : 'No',
      moodLabel(s.mood),
      s.quickChecksAnswered,
      ...r.checks.map((c) => s.scores[c.componentKey] ?? ''),
      s.routes
        .map((g) => {
          const check = r.checks.find((c) => c.componentKey === g.componentKey)?.title ?? g.componentKey;
          return `${check}: ${g.route === 'pathway' ? 'Pathway' : INTERVENTION_LABELS[g.interventionKind as InterventionKind]}`;
        })
        .join('; '),
      s.routes
        .filter((g) => g.recheckScore !== null)
        .map((g) => g.recheckScore)
        .join('; '),
    ]),
  ];
}
