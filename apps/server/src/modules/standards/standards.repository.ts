import { and, asc, count, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { breakouts, districts, domains, schools, standards, subjects } from '../../db/schema';

/** The state a school belongs to (through its district); undefined for an unknown school. */
export async function findSchoolStateId(db: Db, schoolId: number) {
  const [row] = await db
    .select({ stateId: districts.stateId })
    .from(schools)
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .where(eq(schools.id, schoolId))
    .limit(1);
  return row?.stateId;
}

/** The grades of a state that have at least one current standard (unordered). */
export async function listGradesWithStandards(db: Db, stateId: number) {
  const rows = await db
    .selectDistinct({ grade: standards.grade })
    .from(standards)
    .where(and(eq(standards.stateId, stateId), isNull(standards.retiredAt)));
  return rows.map((r) => r.grade);
}

export function listSubjects(db: Db) {
  return db
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .orderBy(asc(subjects.position), asc(subjects.id));
}

/** A grade and subject's domains in order, each with how many current standards it holds. */
export function listDomains(db: Db, f: { stateId: number; grade: string; subjectId: number }) {
  return db
    .select({
      id: domains.id,
      code: domains.code,
      name: domains.name,
      grade: domains.grade,
      subjectId: domains.subjectId,
      standardCount: count(standards.id),
    })
    .from(domains)
    .leftJoin(standards, and(eq(standards.domainId, domains.id), isNull(standards.retiredAt)))
    .where(and(eq(domains.stateId, f.stateId), eq(domains.grade, f.grade), eq(domains.subjectId, f.subjectId)))
    .groupBy(domains.id)
    .orderBy(asc(domains.position), asc(domains.id));
}

export interface StandardFilters {
  stateId: number;
  grade?: string;
  subjectId?: number;
  domainId?: number;
  /** Code prefix (3.4, 3.4A, 3.4(A)) or words that each begin a word of the description. */
  q?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);

/** 3, 3.4, 3.4A, 3.4A.1 (after dropping the parentheses and spaces of "3.4 (A)"). */
const CODE_LIKE = /^(?:k|\d{1,2})(?:\.\d{0,2}[a-z]?(?:\.\d*)?)?$/i;

function searchCondition(q: string): SQL | undefined {
  const code = q.replace(/[()\s]/g, '');
  if (CODE_LIKE.test(code)) return ilike(standards.code, `${escapeLike(code)}%`);
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}'/-]+/u)
    .filter(Boolean)
    .slice(0, 12);
  if (words.length === 0) return undefined;
  // \m anchors each word at the start of a word: "fraction" finds "fractions", "add" finds "addition".
  return and(...words.map((w) => sql`${standards.description} ~* ${`\\m${escapeRegex(w)}`}`));
}

/** K first, then 1..12. */
const gradeOrder = sql`case when ${standards.grade} = 'K' then 0 else ${standards.grade}::int end`;

/** Current standards matching the filters, in grade then TEKS order. */
export function listStandards(db: Db, f: StandardFilters, limit: number) {
  const conditions: (SQL | undefined)[] = [eq(standards.stateId, f.stateId), isNull(standards.retiredAt)];
  if (f.grade) conditions.push(eq(standards.grade, f.grade));
  if (f.subjectId) conditions.push(eq(standards.subjectId, f.subjectId));
  if (f.domainId) conditions.push(eq(standards.domainId, f.domainId));
  if (f.q) conditions.push(searchCondition(f.q));
  return db
    .select({
      id: standards.id,
      code: standards.code,
      description: standards.description,
      grade: standards.grade,
      subjectId: standards.subjectId,
      domainId: standards.domainId,
      stableKey: standards.stableKey,
      emphasis: standards.emphasis,
    })
    .from(standards)
    .where(and(...conditions))
    .orderBy(gradeOrder, asc(standards.subjectId), asc(standards.position), asc(standards.id))
    .limit(limit);
}

export async function standardExists(db: Db, id: number) {
  const [row] = await db.select({ id: standards.id }).from(standards).where(eq(standards.id, id)).limit(1);
  return row !== undefined;
}

export function listBreakouts(db: Db, standardId: number) {
  return db
    .select({
      id: breakouts.id,
      standardId: breakouts.standardId,
      code: breakouts.code,
      description: breakouts.description,
    })
    .from(breakouts)
    .where(eq(breakouts.standardId, standardId))
    .orderBy(asc(breakouts.position), asc(breakouts.id));
}
