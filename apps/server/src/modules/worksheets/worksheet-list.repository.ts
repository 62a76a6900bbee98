import { GRADES } from '@clearsheets/shared';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { domains, subjects, users, worksheetShares, worksheetStandards, worksheets } from '../../db/schema';

/** One worksheet of a list with everything its summary shows, read in the same query as the page. */
export interface SummaryRow {
  id: number;
  title: string;
  description: string;
  grade: string;
  subjectId: number;
  subjectName: string;
  domainId: number | null;
  domainCode: string | null;
  domainName: string | null;
  isLibrary: boolean;
  isFullTopic: boolean;
  questionCount: number;
  hasIncomplete: boolean;
  ownerId: number | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  updatedAt: Date;
  standards: { id: number; code: string }[];
  /** The first question's stored draft fields (unchecked: a studio draft may be incomplete). */
  firstPrompt: unknown;
  firstImage: unknown;
}

// postgres.js and PGlite both parse json, but a driver that hands back text must not break the list.
const parseJson = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** A card shows three lines of the prompt: more than this is never seen. */
const PREVIEW_PROMPT_MAX = 400;

const summaryFields = {
  id: worksheets.id,
  title: worksheets.title,
  description: worksheets.description,
  grade: worksheets.grade,
  subjectId: worksheets.subjectId,
  subjectName: subjects.name,
  domainId: domains.id,
  domainCode: domains.code,
  domainName: domains.name,
  isLibrary: worksheets.isLibrary,
  isFullTopic: worksheets.isFullTopic,
  questionCount: worksheets.questionCount,
  ownerId: users.id,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  updatedAt: worksheets.updatedAt,
  // The page's standards and readiness come from correlated subqueries: one round trip, no N+1.
  standards: sql<SummaryRow['standards']>`coalesce((
      select json_agg(json_build_object('id', s.id, 'code', s.code) order by s.position, s.code)
      from worksheet_standards x join standards s on s.id = x.standard_id
      where x.worksheet_id = ${worksheets.id}), '[]'::json)`.mapWith(parseJson<SummaryRow['standards']>),
  // The card's thumbnail: the first question's prompt (its start) and first image, from the same round trip.
  firstPrompt: sql<unknown>`(select left(q.data->>'prompt', ${PREVIEW_PROMPT_MAX}) from questions q
      where q.worksheet_id = ${worksheets.id} order by q.position, q.id limit 1)`,
  firstImage: sql<unknown>`(select q.data->'images'->0 from questions q
      where q.worksheet_id = ${worksheets.id} order by q.position, q.id limit 1)`.mapWith(parseJson<unknown>),
  hasIncomplete: sql<boolean>`exists (
      select 1 from questions q where q.worksheet_id = ${worksheets.id} and not q.is_complete)`.mapWith(Boolean),
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Full-text match on the GIN-indexed `to_tsvector('english', search_text)` with `websearch_to_tsquery`
 * (in a subquery, so the index is used despite the OR), plus a substring fallback so a standard code
 * ("3.4A", which the parser reads as "3.4") or the start of a title ("Frac") also matches.
 * Rank: title prefix, then the exact text anywhere, then relevance of the title and description (cheap
 * to compute for every match; the long search text is only ever read through the index).
 */
export function textSearch(q: string): { where: SQL; rank: SQL } {
  const query = sql`websearch_to_tsquery('english', ${q})`;
  const contains = sql`${worksheets.searchText} ilike ${`%${escapeLike(q)}%`}`;
  const indexed = sql`${worksheets.id} in (select x.id from ${worksheets} x
    where to_tsvector('english', x.search_text) @@ ${query})`;
  return {
    where: sql`(${indexed} or ${contains})`,
    rank: sql`(case when ${worksheets.title} ilike ${`${escapeLike(q)}%`} then 1 else 0 end
      + case when ${contains} then 0.5 else 0 end
      + ts_rank(to_tsvector('english', ${worksheets.title} || ' ' || ${worksheets.description}), ${query}))`,
  };
}

/** Library order: grade (K first), the topic's position, then title. */
export const libraryOrder: SQL[] = [
  sql`array_position(${sql.param([...GRADES])}::text[], ${worksheets.grade})`,
  sql`${domains.position} asc nulls last`,
  asc(domains.code),
  asc(worksheets.title),
  asc(worksheets.id),
];
/** "My worksheets" order: most recently changed first. */
export const recentOrder: SQL[] = [desc(worksheets.updatedAt), desc(worksheets.id)];

export const live = isNull(worksheets.deletedAt);
export const standardFilter = (standardId: number) =>
  sql`exists (select 1 from ${worksheetStandards} x where x.worksheet_id = ${worksheets.id} and x.standard_id = ${standardId})`;
/** Shared with the teacher, once an admin confirmed their place at the school (the worksheet policy's rule). */
export const sharedWithFilter = (teacherId: number) =>
  sql`exists (select 1 from ${worksheetShares} x join ${users} u on u.id = x.teacher_id and u.placement_confirmed
              where x.worksheet_id = ${worksheets.id} and x.teacher_id = ${teacherId})`;

function summaryQuery(db: Db, where: SQL | undefined) {
  return db
    .select(summaryFields)
    .from(worksheets)
    .innerJoin(subjects, eq(subjects.id, worksheets.subjectId))
    .leftJoin(domains, eq(domains.id, worksheets.domainId))
    .leftJoin(users, eq(users.id, worksheets.ownerId))
    .where(where);
}

/** One page of the worksheets matching `where` in `orderBy` order, and how many match in all. */
export async function listSummaryPage(
  db: Db,
  opts: { where: SQL | undefined; orderBy: SQL[]; page: number; pageSize: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const rows = await summaryQuery(db, and(live, opts.where))
    .orderBy(...opts.orderBy)
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  if (rows.length || opts.page === 1) return { rows, total: rows[0]?.total ?? 0 };
  // Past the last page the window count is not there: count once.
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(worksheets)
    .leftJoin(domains, eq(domains.id, worksheets.domainId))
    .where(and(live, opts.where));
  return { rows, total: row?.total ?? 0 };
}

/** The summary of one live worksheet. */
export async function findSummary(db: Db, id: number): Promise<SummaryRow | undefined> {
  const [row] = await summaryQuery(db, and(live, eq(worksheets.id, id)));
  return row;
}

export interface Paging {
  page: number;
  pageSize: number;
}

/** Library filters a page can carry; `q` is searched as text (checked by the caller first). */
export interface LibraryFilters {
  grade?: string;
  subjectId?: number;
  domainId?: number;
  standardId?: number;
  fullTopic?: boolean;
  q?: string;
}

/** One page of the approved library, best text match first when searched, else in library order. */
export function listLibraryPage(db: Db, filters: LibraryFilters, paging: Paging) {
  const search = filters.q ? textSearch(filters.q) : undefined;
  const where = and(
    eq(worksheets.isLibrary, true),
    filters.grade ? eq(worksheets.grade, filters.grade) : undefined,
    filters.subjectId ? eq(worksheets.subjectId, filters.subjectId) : undefined,
    filters.domainId ? eq(worksheets.domainId, filters.domainId) : undefined,
    filters.standardId ? standardFilter(filters.standardId) : undefined,
    filters.fullTopic === undefined ? undefined : eq(worksheets.isFullTopic, filters.fullTopic),
    search?.where,
  );
  const orderBy = search ? [desc(search.rank), ...libraryOrder] : libraryOrder;
  return listSummaryPage(db, { where, orderBy, ...paging });
}

/** One page of a teacher's own worksheets (`mine`) or those shared with them (`shared`), newest change first. */
export function listTeacherPage(
  db: Db,
  teacherId: number,
  scope: 'mine' | 'shared',
  q: string | undefined,
  paging: Paging,
) {
  const search = q ? textSearch(q) : undefined;
  const owned = scope === 'shared' ? sharedWithFilter(teacherId) : eq(worksheets.ownerId, teacherId);
  const orderBy = search ? [desc(search.rank), ...recentOrder] : recentOrder;
  return listSummaryPage(db, { where: and(owned, search?.where), orderBy, ...paging });
}
