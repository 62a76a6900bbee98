import { type ACTIVITY_ACTIONS, ACTIVITY_TYPES, type ActivityAction, type ActivityType } from '@clearsheets/shared';
import type { Db } from '../db/client';
import { activityEvents } from '../db/schema';

/** One activity event (docs/decisions/0030): ids only, never names, answers or secrets. */
export interface ActivityEvent {
  type: ActivityType;
  action: ActivityAction;
  actorId: number;
  studentId?: number | null;
  classId?: number | null;
  schoolId?: number | null;
  districtId?: number | null;
  assignmentId?: number | null;
  attemptId?: number | null;
  questionId?: number | null;
  standardId?: number | null;
  objectId?: number | null;
  source?: number | null;
  score?: number | null;
  maxScore?: number | null;
  sessionId?: string | null;
  /** Now unless told (a bulk load or a test placing activity in the past). */
  occurredAt?: Date;
}

/** Records what happened, in the caller's transaction: pass the transaction that makes the change, so an event
 * exists exactly when its change committed. */
export async function recordActivity(tx: Db, events: ActivityEvent | readonly ActivityEvent[]) {
  const rows = Array.isArray(events) ? events : [events as ActivityEvent];
  if (rows.length) await tx.insert(activityEvents).values([...rows]);
}

/** A teacher created an assignment, changed its dates or recipients, or deleted it: the reports that count its
 * classes and its students' work follow (a ResourceManagementEvent). */
export const recordAssignmentChange = (
  tx: Db,
  actorId: number,
  assignmentId: number,
  action: typeof ACTIVITY_ACTIONS.created | typeof ACTIVITY_ACTIONS.modified | typeof ACTIVITY_ACTIONS.deleted,
) => recordActivity(tx, { type: ACTIVITY_TYPES.resource, action, actorId, assignmentId });
