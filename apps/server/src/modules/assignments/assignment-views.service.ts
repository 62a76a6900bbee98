import type {
  TAssignmentDetail,
  TAssignmentList,
  TAssignmentSummary,
  TPendingGrading,
  ZAssignmentListQuery,
} from '@clearsheets/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { notFound } from '../../platform/errors';
import { loadClassFor } from '../classes';
import { loadAssignmentFor } from './assignment-access';
import { assignmentScope } from './assignment-access.repository';
import { findSummary, listSummaryPage, pendingGradingIn, type StoredSummary } from './assignment-summary.repository';
import { abilitiesOf, canCreate } from './assignments.policy';
import { findCodeAndSnapshot } from './assignments.repository';

type ListQuery = z.infer<typeof ZAssignmentListQuery>;

/** A summary the caller reaches (checked by its loader, or just made by them), with what they may do with it. */
const withAbilities = (caller: Caller, summary: StoredSummary): TAssignmentSummary => ({
  ...summary,
  abilities: abilitiesOf(caller, { inReach: true }),
});

/** Why: replies after a change and the results page carry the same summary as the list, abilities included. */
export async function summaryFor(db: Db, caller: Caller, assignmentId: number): Promise<TAssignmentSummary> {
  const summary = await findSummary(db, assignmentId);
  if (!summary) throw notFound();
  return withAbilities(caller, summary);
}

/** Why: the assignment list (filtered by class and by due date) with each one's progress at a glance. */
export async function listAssignments(db: Db, caller: Caller, q: ListQuery): Promise<TAssignmentList> {
  // A class filter the caller may not see is not found, like the class itself.
  if (q.classId) await loadClassFor(db, caller, q.classId, 'read');
  const { items, total } = await listSummaryPage(
    db,
    assignmentScope(caller),
    { classId: q.classId, status: q.status },
    q.page,
    q.pageSize,
  );
  return {
    items: items.map((s) => withAbilities(caller, s)),
    total,
    page: q.page,
    pageSize: q.pageSize,
    abilities: { create: canCreate(caller) },
  };
}

/** Why: the teacher's preview of what was assigned, answer keys included (students never get this). */
export async function assignmentDetail(db: Db, caller: Caller, assignmentId: number): Promise<TAssignmentDetail> {
  await loadAssignmentFor(db, caller, assignmentId, 'read');
  const [summary, row] = await Promise.all([findSummary(db, assignmentId), findCodeAndSnapshot(db, assignmentId)]);
  if (!summary || !row) throw notFound();
  return {
    ...withAbilities(caller, summary),
    staffAssignmentId: row.staffAssignmentId,
    questions: row.questions as Record<string, unknown>[],
  };
}

/** Why: the code students type to open the assignment, shown to the class on the board. */
export async function assignmentCode(db: Db, caller: Caller, assignmentId: number) {
  await loadAssignmentFor(db, caller, assignmentId, 'read');
  const row = await findCodeAndSnapshot(db, assignmentId);
  if (!row) throw notFound();
  return { id: assignmentId, accessCode: row.accessCode };
}

/** Why: the teacher's home shows how many constructed responses wait, and where. */
export async function pendingGrading(db: Db, caller: Caller): Promise<TPendingGrading> {
  const assignments = await pendingGradingIn(db, assignmentScope(caller));
  return { count: assignments.reduce((sum, a) => sum + a.count, 0), assignments };
}
