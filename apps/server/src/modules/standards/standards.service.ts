import {
  GRADE_LABELS,
  GRADES,
  type Grade,
  STATE_TEXAS_ID,
  type TBreakout,
  type TDomain,
  type TStandard,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import {
  findSchoolStateId,
  listBreakouts,
  listDomains,
  listGradesWithStandards,
  listStandards,
  listSubjects,
  type StandardFilters,
  standardExists,
} from './standards.repository';

/** Most standards one request returns; a whole grade's math is about 60. */
export const STANDARDS_LIMIT = 500;

/** The state whose taxonomy a request means: the school's when one is named, else the given one, else Texas. */
async function resolveStateId(db: Db, q: { stateId?: number; schoolId?: number }) {
  if (q.schoolId !== undefined) {
    const stateId = await findSchoolStateId(db, q.schoolId);
    if (stateId === undefined) throw notFound('No such school');
    return stateId;
  }
  return q.stateId ?? STATE_TEXAS_ID;
}

/** Grades that have standards, K..12, with their labels. */
export async function gradeOptions(db: Db, q: { stateId?: number; schoolId?: number }) {
  const present = new Set(await listGradesWithStandards(db, await resolveStateId(db, q)));
  return GRADES.filter((g) => present.has(g)).map((grade) => ({ grade, label: GRADE_LABELS[grade] }));
}

export async function domainsOf(db: Db, q: { grade: Grade; subjectId: number; stateId?: number }): Promise<TDomain[]> {
  const rows = await listDomains(db, { stateId: q.stateId ?? STATE_TEXAS_ID, grade: q.grade, subjectId: q.subjectId });
  return rows.map((d) => ({ ...d, grade: d.grade as Grade, standardCount: Number(d.standardCount) }));
}

export async function searchStandards(
  db: Db,
  q: Omit<StandardFilters, 'stateId'> & { stateId?: number },
): Promise<TStandard[]> {
  const rows = await listStandards(db, { ...q, stateId: q.stateId ?? STATE_TEXAS_ID }, STANDARDS_LIMIT);
  return rows.map((s) => ({ ...s, grade: s.grade as Grade }));
}

/** The breakouts of a standard; 404 when there is no such standard. */
export async function breakoutsOf(db: Db, standardId: number): Promise<TBreakout[]> {
  if (!(await standardExists(db, standardId))) throw notFound('No such standard');
  return listBreakouts(db, standardId);
}

/** Every subject, for pickers. */
export const subjectList = (db: Db) => listSubjects(db);
