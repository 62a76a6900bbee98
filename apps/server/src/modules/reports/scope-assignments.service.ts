import { percentOf, type TScopeAssignments, type TScopeAssignmentsQuery } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { loadReportScope } from './reports.policy';
import { countScopeAssignments, scopeAssignments } from './scope-assignments.repository';
import { appliedOf, filterOf, REPORT_TZ } from './scope-figures';
import { scopeNames } from './scope-names.repository';

/** The most rows one CSV of assignment results holds (every page of the list, in its order). */
export const ASSIGNMENTS_CSV_LIMIT = 10_000;

/** Why: district and school leaders follow every assignment of their scope, staff (district or school) ones and
 * teachers' own: who it reached, who submitted, how it went. */
export async function scopeAssignmentResults(
  db: Db,
  caller: Caller,
  q: TScopeAssignmentsQuery,
  all = false,
): Promise<TScopeAssignments> {
  const scope = await loadReportScope(db, caller, q.schoolId);
  const rows = { kind: scope.kind, id: scope.kind === 'school' ? scope.schoolId : scope.districtId } as const;
  const f = filterOf(q);
  const limit = all ? ASSIGNMENTS_CSV_LIMIT : q.pageSize;
  const offset = all ? 0 : (q.page - 1) * q.pageSize;
  const [names, items] = await Promise.all([
    scopeNames(db, scope.districtId, scope.kind === 'school' ? scope.schoolId : undefined),
    scopeAssignments(db, rows, f, { kind: q.kind, limit, offset, timeZone: REPORT_TZ }),
  ]);
  const total = items[0]?.total ?? (offset > 0 ? await countScopeAssignments(db, rows, f, q.kind, REPORT_TZ) : 0);
  return {
    scope: {
      kind: scope.kind,
      id: rows.id,
      name: (scope.kind === 'school' ? names.school : names.district) ?? '',
      districtId: scope.districtId,
    },
    filters: appliedOf(f),
    items: items.map((a) => ({
      id: a.id,
      title: a.title,
      staff: a.staff,
      schoolId: a.school_id,
      schoolName: a.school_name,
      teacherName: a.teacher_name,
      classes: a.classes,
      startsAt: a.starts_at,
      dueAt: a.due_at,
      assigned: a.assigned,
      started: a.started,
      submitted: a.submitted,
      graded: a.graded,
      pending: a.pending,
      percent: percentOf(a.points, a.max_points),
    })),
    total,
    page: all ? 1 : q.page,
    pageSize: all ? ASSIGNMENTS_CSV_LIMIT : q.pageSize,
  };
}
