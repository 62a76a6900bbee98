import type {
  LevelThresholds,
  TScopeDomainSummary,
  TScopeFilterQuery,
  TScopeHeatmap,
  TScopeRef,
  TScopeStandardDetail,
  TScopeUnitScore,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { notFound } from '../../platform/errors';
import { groupBy } from '../../platform/group-by';
import { loadReportScope } from './reports.policy';
import { appliedOf, filterOf, type ScopeFilterValues, scoreOf, unitLevelsOf } from './scope-figures';
import { scopeNames } from './scope-names.repository';
import type { ScopeRows } from './scope-sql.repository';
import {
  busiestGradeSubject,
  domainInfo,
  inDomain,
  inGradeSubject,
  isStandard,
  type StandardInfo,
  standardsInfo,
  standardsPerDomain,
  standardWeeks,
  type UnitStandardRow,
  unitNames,
  unitStandardTotals,
} from './scope-standards.repository';
import { thresholdsOf } from './thresholds.repository';

// Standards across a district's schools or a school's classes: reporting categories (domain summary), one
// standard in detail, and the heat map (units by standards, a level in each cell).

interface Head {
  scope: TScopeRef;
  rows: ScopeRows;
  th: LevelThresholds;
  f: ScopeFilterValues;
}

/** The scope (a school when named, else the caller's own), its name, thresholds and filters. */
async function headOf(db: Db, caller: Caller, schoolId: number | undefined, q: TScopeFilterQuery): Promise<Head> {
  const scope = await loadReportScope(db, caller, schoolId);
  const school = scope.kind === 'school' ? scope.schoolId : undefined;
  const [names, th] = await Promise.all([scopeNames(db, scope.districtId, school), thresholdsOf(db, scope.districtId)]);
  const ref: TScopeRef = school
    ? { kind: 'school', id: school, name: names.school ?? '', districtId: scope.districtId }
    : { kind: 'district', id: scope.districtId, name: names.district ?? '', districtId: scope.districtId };
  return { scope: ref, rows: { kind: ref.kind, id: ref.id }, th, f: filterOf(q) };
}

const unitKindOf = (rows: ScopeRows) => (rows.kind === 'district' ? ('school' as const) : ('class' as const));
const noGradeSubject = (f: ScopeFilterValues): ScopeFilterValues => ({ ...f, grade: null, subjectId: null });

type Sums = Pick<UnitStandardRow, 'items' | 'correct' | 'points' | 'max_points'>;
const add = (a: Sums, b: Sums): Sums => ({
  items: a.items + b.items,
  correct: a.correct + b.correct,
  points: a.points + b.points,
  max_points: a.max_points + b.max_points,
});
const ZERO: Sums = { items: 0, correct: 0, points: 0, max_points: 0 };
const sumOf = (rows: readonly Sums[]) => rows.reduce(add, ZERO);

/** Every unit of the scope with its sums (units without any: no percent), by name. */
async function unitScores(db: Db, head: Head, rows: UnitStandardRow[]): Promise<TScopeUnitScore[]> {
  const names = await unitNames(db, head.rows);
  const byUnit = groupBy(rows, (r) => r.unit);
  // Every school of a district shows (one without answers says so); a school's classes only with answers here.
  const shown = head.rows.kind === 'district' ? names : names.filter((u) => byUnit.has(u.id));
  return shown.map((u) => ({
    id: u.id,
    name: u.name,
    teachers: u.teachers ?? [],
    ...scoreOf(sumOf(byUnit.get(u.id) ?? []), head.th),
  }));
}

/** Why: which reporting categories hold a district (or school) back, and where; one category's standards and
 * units when asked. */
export async function scopeDomainSummary(
  db: Db,
  caller: Caller,
  q: TScopeFilterQuery & { schoolId?: number; domainId?: number },
): Promise<TScopeDomainSummary> {
  const head = await headOf(db, caller, q.schoolId, q);
  const rows = await unitStandardTotals(db, head.rows, head.f);
  const info = await standardsInfo(db, [...new Set(rows.map((r) => r.standard_id))]);
  const byStandard = new Map(info.map((s) => [s.id, s]));
  const domainOrder: StandardInfo[] = [];
  for (const s of info) if (!domainOrder.some((d) => d.domain_id === s.domain_id)) domainOrder.push(s);
  const byDomain = groupBy(rows, (r) => byStandard.get(r.standard_id)?.domain_id ?? 0);
  const counts = new Map(
    (
      await standardsPerDomain(
        db,
        domainOrder.map((d) => d.domain_id),
      )
    ).map((c) => [c.domain_id, c.standards]),
  );
  const domains = domainOrder.map((d) => {
    const domainRows = byDomain.get(d.domain_id) ?? [];
    const perUnit = [...groupBy(domainRows, (r) => r.unit).values()].map((unitRows) =>
      scoreOf(sumOf(unitRows), head.th),
    );
    return {
      id: d.domain_id,
      code: d.domain_code,
      name: d.domain_name,
      grade: d.grade,
      subject: d.subject,
      standards: counts.get(d.domain_id) ?? 0,
      ...scoreOf(sumOf(domainRows), head.th),
      unitLevels: unitLevelsOf(perUnit.map((p) => p.level)),
    };
  });
  let domain: TScopeDomainSummary['domain'] = null;
  if (q.domainId) {
    const [d] = await domainInfo(db, q.domainId);
    if (!d) throw notFound();
    const dRows = await unitStandardTotals(db, head.rows, noGradeSubject(head.f), inDomain(d.id));
    const dInfo = await standardsInfo(db, [...new Set(dRows.map((r) => r.standard_id))]);
    const perStandard = groupBy(dRows, (r) => r.standard_id);
    domain = {
      id: d.id,
      code: d.code,
      name: d.name,
      grade: d.grade,
      subject: d.subject,
      score: scoreOf(sumOf(dRows), head.th),
      standards: dInfo.map((s) => ({
        id: s.id,
        code: s.code,
        description: s.description,
        ...scoreOf(sumOf(perStandard.get(s.id) ?? []), head.th),
      })),
      units: await unitScores(db, head, dRows),
    };
  }
  return {
    scope: head.scope,
    filters: appliedOf(head.f),
    thresholds: head.th,
    unitKind: unitKindOf(head.rows),
    domains,
    domain,
  };
}

/** Why: one TEKS expectation across the district's schools (or a school's classes), and week by week. */
export async function scopeStandardDetail(
  db: Db,
  caller: Caller,
  standardId: number,
  q: TScopeFilterQuery & { schoolId?: number },
): Promise<TScopeStandardDetail> {
  const head = await headOf(db, caller, q.schoolId, q);
  const [s] = await standardsInfo(db, [standardId]);
  if (!s) throw notFound();
  // The standard is chosen: grade and subject narrow nothing here, the range does.
  const f = noGradeSubject(head.f);
  const [rows, weeks] = await Promise.all([
    unitStandardTotals(db, head.rows, f, isStandard(standardId)),
    standardWeeks(db, head.rows, f, standardId),
  ]);
  return {
    scope: head.scope,
    filters: appliedOf(head.f),
    thresholds: head.th,
    unitKind: unitKindOf(head.rows),
    standard: {
      id: s.id,
      code: s.code,
      description: s.description,
      grade: s.grade,
      subject: s.subject,
      domain: { id: s.domain_id, code: s.domain_code, name: s.domain_name },
    },
    score: scoreOf(sumOf(rows), head.th),
    weeks: weeks.map((w) => ({ week: w.week, ...scoreOf(w, head.th) })),
    units: await unitScores(db, head, rows),
  };
}

/** Why: at a glance, which schools (or classes) struggle on which expectations of one grade and subject. */
export async function scopeHeatmap(
  db: Db,
  caller: Caller,
  q: TScopeFilterQuery & { schoolId?: number },
): Promise<TScopeHeatmap> {
  const head = await headOf(db, caller, q.schoolId, q);
  let grade = head.f.grade;
  let subjectId = head.f.subjectId;
  if (!grade || !subjectId) {
    const [busiest] = await busiestGradeSubject(db, head.rows, head.f);
    grade = busiest?.grade ?? grade;
    subjectId = busiest?.subject_id ?? subjectId;
  }
  const rows =
    grade && subjectId ? await unitStandardTotals(db, head.rows, head.f, inGradeSubject(grade, subjectId)) : [];
  const [info, names] = await Promise.all([
    standardsInfo(db, [...new Set(rows.map((r) => r.standard_id))]),
    unitNames(db, head.rows),
  ]);
  const cell = new Map(rows.map((r) => [`${r.unit}:${r.standard_id}`, r]));
  return {
    scope: head.scope,
    filters: appliedOf(head.f),
    thresholds: head.th,
    unitKind: unitKindOf(head.rows),
    grade: rows.length ? grade : (head.f.grade ?? null),
    subjectId: rows.length ? subjectId : (head.f.subjectId ?? null),
    subject: info[0]?.subject ?? null,
    standards: info.map((s) => ({ id: s.id, code: s.code, description: s.description, domainCode: s.domain_code })),
    rows: names.map((u) => ({
      id: u.id,
      name: u.name,
      cells: info.map((s) => {
        const r = cell.get(`${u.id}:${s.id}`);
        if (!r) return null;
        const score = scoreOf(r, head.th);
        return { items: score.items, percent: score.percent, level: score.level };
      }),
    })),
  };
}
