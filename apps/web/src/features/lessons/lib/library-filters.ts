import type { TLessonCard } from '@clearsheets/shared';

// The Clear Lessons library's filters: in the address (shareable, the back button works) and remembered per
// user in preference kind 17 (clear lesson), restored on a visit without any.

export const LESSON_GRADES = ['3', '4', '5', '6', '7', '8'] as const;
export const LESSON_DOMAINS = ['RC1', 'RC2', 'RC3', 'RC4'] as const;

export interface LessonFilters {
  /** One grade or several, comma-separated in the library's order ("4,5"). */
  grade: string | null;
  domain: string | null;
  standard: string;
  q: string;
}

export const EMPTY_FILTERS: LessonFilters = { grade: null, domain: null, standard: '', q: '' };

const oneOf = (value: unknown, list: readonly string[]): string | null =>
  typeof value === 'string' && list.includes(value) ? value : null;
/** The lesson grades named in a comma-separated list, in the library's order (null for none). */
export function gradesOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const named = new Set(value.split(',').map((g) => g.trim()));
  const grades = LESSON_GRADES.filter((g) => named.has(g));
  return grades.length ? grades.join(',') : null;
}
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

export function filtersFromParams(params: URLSearchParams): LessonFilters {
  return {
    grade: gradesOf(params.get('grade')),
    domain: oneOf(params.get('domain')?.toUpperCase(), LESSON_DOMAINS),
    standard: text(params.get('standard'), 32),
    q: text(params.get('q'), 100),
  };
}

export function filtersToParams(filters: LessonFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.grade) params.set('grade', filters.grade);
  if (filters.domain) params.set('domain', filters.domain);
  if (filters.standard) params.set('standard', filters.standard);
  if (filters.q) params.set('q', filters.q);
  return params;
}

export const hasFilterParams = (params: URLSearchParams) =>
  ['grade', 'domain', 'standard', 'q'].some((k) => params.has(k));

/** A saved preference read back (null when there is none or it is not ours). */
export function filtersFromPreference(value: Record<string, unknown> | null | undefined): LessonFilters | null {
  if (!value || typeof value !== 'object') return null;
  return {
    grade: gradesOf(value.grade),
    domain: oneOf(value.domain, LESSON_DOMAINS),
    standard: text(value.standard, 32),
    q: text(value.q, 100),
  };
}

export const filtersToPreference = (f: LessonFilters): Record<string, unknown> => ({
  grade: f.grade,
  domain: f.domain,
  standard: f.standard,
  q: f.q,
});

export const sameFilters = (a: LessonFilters, b: LessonFilters) =>
  a.grade === b.grade && a.domain === b.domain && a.standard === b.standard && a.q === b.q;

export const isEmptyFilters = (f: LessonFilters) => sameFilters(f, EMPTY_FILTERS);

/** The list request's query for the filters (empty ones left out). */
export function listParamsOf(f: LessonFilters): { grade?: string; domain?: string; standard?: string; q?: string } {
  return {
    ...(f.grade ? { grade: f.grade } : {}),
    ...(f.domain ? { domain: f.domain } : {}),
    ...(f.standard ? { standard: f.standard } : {}),
    ...(f.q ? { q: f.q } : {}),
  };
}

/** Reporting category names as the cards give them, with any already known kept (a filtered list may lack some). */
export function domainNames(cards: readonly TLessonCard[], known: ReadonlyMap<string, string>): Map<string, string> {
  const names = new Map(known);
  for (const card of cards) if (card.domain) names.set(card.domain.code.toUpperCase(), card.domain.name);
  return names;
}

/** The standards the cards cover, by code, sorted: suggestions for the standard filter. */
export function standardCodes(cards: readonly TLessonCard[]): string[] {
  const codes = new Set<string>();
  for (const card of cards) for (const s of card.standards) codes.add(s.code);
  return [...codes].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** Where the library opens for a teacher without filters of their own: at the grades of their classes that have
 * Clear Lessons (null when none has). */
export function teacherGradeFilters(classGrades: readonly (string | null)[]): LessonFilters | null {
  const grade = gradesOf(classGrades.filter((g) => g !== null).join(','));
  return grade ? { ...EMPTY_FILTERS, grade } : null;
}
