import { STATE_TEXAS_ID } from '@clearsheets/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { domains, standards, subjects } from '../../db/schema';

/** Resolves seed data's subject names, standard codes and domain codes to ids (for other seeders). */
export interface StandardsLookup {
  subjectId(name: string): number;
  /** e.g. standardId('Math', '3.4A') */
  standardId(subject: string, code: string): number;
  /** e.g. domainId('Math', '3', 'RC2') */
  domainId(subject: string, grade: string, code: string): number;
}

/** Loads a state's taxonomy once (three queries); the returned functions throw on an unknown name or code. */
export async function lookupStandards(db: Db, stateId: number = STATE_TEXAS_ID): Promise<StandardsLookup> {
  const [subjectRows, domainRows, standardRows] = await Promise.all([
    db.select({ id: subjects.id, name: subjects.name }).from(subjects),
    db
      .select({ id: domains.id, subjectId: domains.subjectId, grade: domains.grade, code: domains.code })
      .from(domains)
      .where(eq(domains.stateId, stateId)),
    db
      .select({ id: standards.id, subjectId: standards.subjectId, code: standards.code })
      .from(standards)
      .where(and(eq(standards.stateId, stateId), isNull(standards.retiredAt))),
  ]);
  const subjectIds = new Map(subjectRows.map((s) => [s.name, s.id]));
  const domainIds = new Map(domainRows.map((d) => [`${d.subjectId}|${d.grade}|${d.code}`, d.id]));
  const standardIds = new Map(standardRows.map((s) => [`${s.subjectId}|${s.code}`, s.id]));

  const subjectId = (name: string) => {
    const id = subjectIds.get(name);
    if (id === undefined) throw new Error(`Unknown subject '${name}' (known: ${[...subjectIds.keys()].join(', ')})`);
    return id;
  };
  return {
    subjectId,
    standardId(subject, code) {
      const id = standardIds.get(`${subjectId(subject)}|${code}`);
      if (id === undefined) throw new Error(`Unknown ${subject} standard code '${code}' in state ${stateId}`);
      return id;
    },
    domainId(subject, grade, code) {
      const id = domainIds.get(`${subjectId(subject)}|${grade}|${code}`);
      if (id === undefined)
        throw new Error(`Unknown ${subject} domain '${code}' for grade ${grade} in state ${stateId}`);
      return id;
    },
  };
}

/** A subject's standard codes to ids, e.g. '3.4A' -> 17. */
export async function standardIdsByCode(
  db: Db,
  subjectName: string,
  stateId: number = STATE_TEXAS_ID,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: standards.id, code: standards.code })
    .from(standards)
    .innerJoin(subjects, eq(subjects.id, standards.subjectId))
    .where(and(eq(standards.stateId, stateId), eq(subjects.name, subjectName), isNull(standards.retiredAt)));
  if (rows.length === 0)
    throw new Error(`No ${subjectName} standards in state ${stateId} (unknown subject or not seeded)`);
  return new Map(rows.map((r) => [r.code, r.id]));
}
