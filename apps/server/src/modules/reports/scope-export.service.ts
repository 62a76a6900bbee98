import type { TScopeAssignmentsQuery, TScopeFilterQuery } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { toCsv } from '../../platform/csv-writer';
import { languageOfUser } from '../accounts';
import { coachingGrowth } from './coaching.service';
import { classScopeReport, districtReport, schoolReport } from './scope.service';
import { scopeAssignmentResults } from './scope-assignments.service';
import * as csv from './scope-csv';
import { scopeDomainSummary, scopeHeatmap, scopeStandardDetail } from './scope-standards.service';

// Each table of the school and district reports as CSV: the JSON reply the page shows, written out through the
// one CSV writer. Scope and filters are the JSON route's, so a file never holds more than the page may show.

export interface CsvFile {
  filename: string;
  body: string;
}

/** The file in the language the caller chose (headers and fixed words; see csv-words). */
const fileFor = async (
  db: Db,
  caller: Caller,
  filename: string,
  rows: Parameters<typeof toCsv>[0],
): Promise<CsvFile> => ({
  filename,
  body: toCsv(rows, await languageOfUser(db, caller.userId)),
});

export const districtCsv = async (db: Db, caller: Caller, q: TScopeFilterQuery, at: Date) =>
  fileFor(db, caller, 'district-schools.csv', csv.districtSchoolsCsv(await districtReport(db, caller, q, at)));

export async function schoolCsv(
  db: Db,
  caller: Caller,
  id: number,
  q: TScopeFilterQuery & { table: 'teachers' | 'classes' },
  at: Date,
) {
  const r = await schoolReport(db, caller, id, q, at);
  return q.table === 'teachers'
    ? fileFor(db, caller, `school-${id}-teachers.csv`, csv.schoolTeachersCsv(r))
    : fileFor(db, caller, `school-${id}-classes.csv`, csv.schoolClassesCsv(r));
}

export async function classCsv(
  db: Db,
  caller: Caller,
  id: number,
  q: TScopeFilterQuery & { table: 'students' | 'assignments' },
  at: Date,
) {
  const r = await classScopeReport(db, caller, id, q, at);
  return q.table === 'students'
    ? fileFor(db, caller, `class-${id}-students.csv`, csv.classStudentsCsv(r))
    : fileFor(db, caller, `class-${id}-assignments.csv`, csv.classAssignmentsCsv(r));
}

export async function domainsCsv(
  db: Db,
  caller: Caller,
  q: TScopeFilterQuery & { schoolId?: number; domainId?: number; table: 'domains' | 'standards' | 'units' },
) {
  const r = await scopeDomainSummary(db, caller, q);
  if (q.table === 'standards')
    return fileFor(db, caller, `domain-${q.domainId ?? 0}-standards.csv`, csv.domainStandardsCsv(r));
  if (q.table === 'units')
    return fileFor(db, caller, `domain-${q.domainId ?? 0}-${r.unitKind}s.csv`, csv.domainUnitsCsv(r));
  return fileFor(db, caller, 'reporting-categories.csv', csv.domainsCsv(r));
}

export async function standardCsv(
  db: Db,
  caller: Caller,
  id: number,
  q: TScopeFilterQuery & { schoolId?: number; table: 'units' | 'weeks' },
) {
  const r = await scopeStandardDetail(db, caller, id, q);
  return q.table === 'weeks'
    ? fileFor(db, caller, `standard-${id}-weeks.csv`, csv.standardWeeksCsv(r))
    : fileFor(db, caller, `standard-${id}-${r.unitKind}s.csv`, csv.standardUnitsCsv(r));
}

export const heatmapCsv = async (db: Db, caller: Caller, q: TScopeFilterQuery & { schoolId?: number }) =>
  fileFor(db, caller, 'standards-heat-map.csv', csv.heatmapCsv(await scopeHeatmap(db, caller, q)));

export const assignmentsCsv = async (db: Db, caller: Caller, q: TScopeAssignmentsQuery) =>
  fileFor(db, caller, 'assignment-results.csv', csv.assignmentsCsv(await scopeAssignmentResults(db, caller, q, true)));

export async function growthCsv(db: Db, caller: Caller, id: number, table: 'classes' | 'standards', at: Date) {
  const r = await coachingGrowth(db, caller, id, at);
  return table === 'classes'
    ? fileFor(db, caller, `coaching-${id}-classes.csv`, csv.growthClassesCsv(r))
    : fileFor(db, caller, `coaching-${id}-standards.csv`, csv.growthStandardsCsv(r));
}
