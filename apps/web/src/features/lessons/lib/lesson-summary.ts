import type { LessonKind, TLessonReport, TLessonReportList, TLessonSessionSummary } from '@clearsheets/shared';
import { PATHS } from '../../../lib/route-access';
import { idParam } from './paths';

// The lesson summary's pure rules: its addresses, the words of a check, a route and a status, and the list's
// request. Pages and tables read them; tests pin them.

type StudentRoutes = TLessonReport['students'][number]['routes'];

/** Which list a summary page shows: the Clear or My lessons taught, a class's sessions, a school's. */
export type SummaryView = LessonKind | 'class' | 'school';

const LIST_PATHS: Record<SummaryView, string> = {
  clear: PATHS.teacherLessonSummary,
  my: PATHS.teacherMyLessonSummary,
  class: PATHS.teacherClassLessonResult,
  school: PATHS.teacherSchoolLessonDetails,
};
const REPORT_PATHS: Record<LessonKind, string> = {
  clear: PATHS.teacherLessonSummaryReport,
  my: PATHS.teacherMyLessonSummaryReport,
};

const withQuery = (path: string, query: Record<string, string | number | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export const summaryPaths = {
  list: (view: SummaryView, query: { classId?: number | null; schoolId?: number | null; page?: number } = {}) =>
    withQuery(LIST_PATHS[view], { ...query, page: query.page && query.page > 1 ? query.page : null }),
  /** A session's report under its kind's summary; `back` (a list's address) is where its crumbs lead. */
  report: (kind: LessonKind, sessionId: number, back?: string) =>
    withQuery(REPORT_PATHS[kind], { session: sessionId, back: back && back !== LIST_PATHS[kind] ? back : null }),
  csv: (sessionId: number) => `/api/v1/lessons/reports/sessions/${sessionId}/report.csv`,
};

/** The list a report's crumbs lead back to: one of the summary pages (with its query), else the kind's summary. */
export function backPath(raw: string | null, kind: LessonKind): { to: string; view: SummaryView } {
  const fallback = { to: LIST_PATHS[kind], view: kind };
  if (!raw?.startsWith('/') || raw.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(raw, 'http://local.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://local.invalid') return fallback;
  const view = (Object.keys(LIST_PATHS) as SummaryView[]).find(
    (v) => LIST_PATHS[v].toLowerCase() === url.pathname.toLowerCase(),
  );
  if (!view) return fallback;
  const query: Record<string, number | null> = {};
  for (const key of ['classId', 'schoolId', 'page'] as const) query[key] = idParam(url.searchParams.get(key));
  return { to: summaryPaths.list(view, query), view };
}

/** GET /lessons/reports/sessions's query for a page: the kind on the own lists, the class or school chosen. */
export function listQuery(
  view: SummaryView,
  chosen: { classId: number | null; schoolId: number | null; page: number },
  pageSize: number,
): Record<string, string> {
  const query: Record<string, string> = { page: String(chosen.page), pageSize: String(pageSize) };
  if (view === 'clear' || view === 'my') query.kind = view;
  if (chosen.classId !== null && view !== 'school') query.classId = String(chosen.classId);
  if (chosen.schoolId !== null && view === 'school') query.schoolId = String(chosen.schoolId);
  return query;
}

/** A page number from the address (1 when missing or not a number). */
export const pageParam = (raw: string | null) => idParam(raw) ?? 1;

/** The teacher column: on a class's or school's list, or when a session of someone else is on it. */
export function showTeacherColumn(view: SummaryView, rows: TLessonReportList['items'], ownName: string | null) {
  if (view === 'class' || view === 'school') return true;
  return rows.some((r) => r.teacher !== ownName);
}

export type SessionStatusKey = 'live' | 'paused' | 'ended' | 'complete';

/** The session's status as the summary says it: complete once the teacher marked it so. */
export function sessionStatus(s: Pick<TLessonSessionSummary, 'status' | 'completedAt'>): SessionStatusKey {
  if (s.completedAt !== null) return 'complete';
  return s.status;
}

const numberFormat = new Map<string, Intl.NumberFormat>();
/** A score with at most one decimal ("72.5"), or a dash for none. */
export function formatAverage(score: number | null | undefined, locale = 'en-US'): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '—';
  let format = numberFormat.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    numberFormat.set(locale, format);
  }
  return format.format(score);
}

/** A session's day and time in the reader's locale ("Mar 4, 2025, 9:30 AM"). */
export function formatSessionDate(iso: string, locale?: string, withTime = true): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
  }).format(date);
}

/** The language's number and date locale. */
export { localeOf } from '../../../lib/locale-format';

/**
 * Short names of the report's checks by component key: the kind's name ("Checkpoint"), numbered when the lesson has
 * more than one of that kind ("Checkpoint 1", "Checkpoint 2").
 */
export function checkNames(
  checks: readonly Pick<TLessonReport['checks'][number], 'componentKey' | 'kind'>[],
  kindName: (kind: number) => string,
): Map<string, string> {
  const perKind = new Map<number, number>();
  for (const c of checks) perKind.set(c.kind, (perKind.get(c.kind) ?? 0) + 1);
  const seen = new Map<number, number>();
  const names = new Map<string, string>();
  for (const c of checks) {
    const n = (seen.get(c.kind) ?? 0) + 1;
    seen.set(c.kind, n);
    names.set(c.componentKey, (perKind.get(c.kind) ?? 0) > 1 ? `${kindName(c.kind)} ${n}` : kindName(c.kind));
  }
  return names;
}

export interface RouteWords {
  /** The check's short name by component key. */
  names: ReadonlyMap<string, string>;
  pathway: string;
  intervention: (kind: number) => string;
  /** "{{check}}: {{route}}". */
  join: (check: string, route: string) => string;
}

/** A student's routes as text: "Checkpoint: Pathway", "Exit ticket: Group instruction". */
export function routeTexts(routes: StudentRoutes, words: RouteWords): string[] {
  return routes.map((r) =>
    words.join(
      words.names.get(r.componentKey) ?? r.componentKey,
      r.route === 'pathway' ? words.pathway : words.intervention(r.interventionKind),
    ),
  );
}

/** A student's re-check scores as text: "Checkpoint: 100" (only the routes re-checked). */
export function recheckTexts(
  routes: StudentRoutes,
  names: ReadonlyMap<string, string>,
  format: (score: number) => string,
): string[] {
  return routes.flatMap((r) =>
    r.recheckScore === null ? [] : [`${names.get(r.componentKey) ?? r.componentKey}: ${format(r.recheckScore)}`],
  );
}
