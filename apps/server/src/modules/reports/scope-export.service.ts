import type { TScopeAssignmentsQuery, TScopeFilterQuery } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { toCsv } from '../../platform/csv-writer';
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

const file = (filename: string, rows: Parameters<typeof toCsv>[0]): CsvFile => ({ filename, body: toCsv(rows) });

export const districtCsv = async (db: Db, caller: Caller, q: TScopeFilterQuery, at: Date) =>
  file('district-schools.csv', csv.districtSchoolsCsv(await districtReport(db, caller, q, at)));

export async function schoolCsv(
  db: Db,
  caller: Caller,
  id: number,
  q: TScopeFilterQuery & { table: 'teachers' | 'classes' },
  at: Date,
) {
  const r = await schoolReport(db, caller, id, q, at);
  return q.table === 'teachers'
    ? file(`school-${id}-teachers.csv`, csv.schoolTeachersCsv(r))
    : file(`school-${id}-classes.csv`, csv.schoolClassesCsv(r));
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
    ? file(`class-${id}-students.csv`, csv.classStudentsCsv(r))
    : file(`class-${id}-assignments.csv`, csv.classAssignmentsCsv(r));
}

export async function domainsCsv(
  db: Db,
  caller: Caller,
  q: TScopeFilterQuery & { schoolId?: number; domainId?: number; table: 'domains' | 'standards' | 'units' },
) {
  const r = await scopeDomainSummary(db, caller, q);
  if (q.table === 'standards') return file(`domain-${q.domainId ?? 0}-standards.csv`, csv.domainStandardsCsv(r));
  if (q.table === 'units') return file(`domain-${q.domainId ?? 0}-${r.unitKind}s.csv`, csv.domainUnitsCsv(r));
  return file('reporting-categories.csv', csv.domainsCsv(r));
}

export async function standardCsv(
  db: Db,
  caller: Caller,
  id: number,
  q: TScopeFilterQuery & { schoolId?: number; table: 'units' | 'weeks' },
) {
  const r = await scopeStandardDetail(db, caller, id, q);
  return q.table === 'weeks'
    ? file(`standard-${id}-weeks.csv`, csv.standardWeeksCsv(r))
    : file(`standard-${id}-${r.unitKind}s.csv`, csv.standardUnitsCsv(r));
}

export const heatmapCsv = async (db: Db, caller: Caller, q: TScopeFilterQuery & { schoolId?: number }) =>
  file('standards-heat-map.csv', csv.heatmapCsv(await scopeHeatmap(db, caller, q)));

export const assignmentsCsv = async (db: Db, caller: Caller, q: TScopeAssignmentsQuery) =>
  file('assignment-results.csv', csv.assignmentsCsv(await scopeAssignmentResults(db, caller, q, true)));

export async function growthCsv(db: Db, caller: Caller, id: number, table: 'classes' | 'standards', at: Date) {
  const r = await coachingGrowth(db, caller, id, at);
  return table === 'classes'
    ? file(`coaching-${id}-classes.csv`, csv.growthClassesCsv(r))
    : file(`coaching-${id}-standards.csv`, csv.growthStandardsCsv(r));
}
