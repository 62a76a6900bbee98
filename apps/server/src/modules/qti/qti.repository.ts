// The lookups QTI export and import need beyond the worksheets module's own repositories: names and keys
// of the taxonomy (subjects, topics, standards), grading scales by id, and the caller's state.
import { and, asc, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { districts, domains, gradingScales, standards, subjects, worksheetStandards } from '../../db/schema';

export interface StandardRow {
  id: number;
  code: string;
  stableKey: string;
  subjectId: number;
  stateId: number;
}

const standardFields = {
  id: standards.id,
  code: standards.code,
  stableKey: standards.stableKey,
  subjectId: standards.subjectId,
  stateId: standards.stateId,
};

/** The subject's name and the topic's code and name, for the package's metadata. */
export async function findTaxonomyNames(db: Db, subjectId: number, domainId: number | null) {
  const [subject] = await db.select({ name: subjects.name }).from(subjects).where(eq(subjects.id, subjectId));
  const [domain] = domainId
    ? await db.select({ code: domains.code, name: domains.name }).from(domains).where(eq(domains.id, domainId))
    : [];
  return { subjectName: subject?.name ?? '', domain };
}

/** The standards a worksheet is aligned to, in the library's order. */
export async function worksheetStandardRows(db: Db, worksheetId: number): Promise<StandardRow[]> {
  return db
    .select(standardFields)
    .from(worksheetStandards)
    .innerJoin(standards, eq(standards.id, worksheetStandards.standardId))
    .where(eq(worksheetStandards.worksheetId, worksheetId))
    .orderBy(asc(standards.position), asc(standards.code));
}

export async function standardsByIds(db: Db, ids: readonly number[]): Promise<StandardRow[]> {
  if (!ids.length) return [];
  return db
    .select(standardFields)
    .from(standards)
    .where(anyOf(standards.id, ids, 'int'));
}

/** Standards named in a package: by stable key (any subject), or by code within the worksheet's subject. */
export async function standardsByKeysOrCodes(
  db: Db,
  subjectId: number,
  keys: readonly string[],
  codes: readonly string[],
): Promise<StandardRow[]> {
  if (!keys.length && !codes.length) return [];
  const byCode = codes.length ? and(eq(standards.subjectId, subjectId), anyOf(standards.code, codes)) : sql`false`;
  return db
    .select(standardFields)
    .from(standards)
    .where(sql`(${keys.length ? anyOf(standards.stableKey, keys) : sql`false`}) or (${byCode})`);
}

/** The topics of a subject and grade with this code (one per state). */
export async function domainsByCode(db: Db, subjectId: number, grade: string, code: string) {
  return db
    .select({ id: domains.id, stateId: domains.stateId })
    .from(domains)
    .where(and(eq(domains.subjectId, subjectId), eq(domains.grade, grade), eq(domains.code, code)));
}

/** A subject by name, any letter case (the package carries names, not ids). */
export async function findSubjectByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(sql`lower(${subjects.name}) = lower(${name})`);
  return row;
}

export async function findSubjectById(db: Db, id: number) {
  const [row] = await db.select({ id: subjects.id, name: subjects.name }).from(subjects).where(eq(subjects.id, id));
  return row;
}

/** The state of a district (standards and topics are per state). */
export async function stateOfDistrict(db: Db, districtId: number | null): Promise<number | undefined> {
  if (!districtId) return undefined;
  const [row] = await db.select({ stateId: districts.stateId }).from(districts).where(eq(districts.id, districtId));
  return row?.stateId;
}

/** Grading scales by id (a worksheet's constructed responses name theirs), with their levels. */
export async function gradingScalesByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: gradingScales.id, name: gradingScales.name, levels: gradingScales.levels })
    .from(gradingScales)
    .where(anyOf(gradingScales.id, ids, 'int'));
  return rows.map((r) => ({
    ...r,
    levels: (Array.isArray(r.levels) ? r.levels : []) as { points: number; label: string; description: string }[],
  }));
}
