import type { ActivityAction, ActivityType } from '@clearsheets/shared';
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
}

/** Records what happened, in the caller's transaction: pass the transaction that makes the change, so an event
 * exists exactly when its change committed. */
export async function recordActivity(tx: Db, events: ActivityEvent | readonly ActivityEvent[]) {
  const rows = Array.isArray(events) ? events : [events as ActivityEvent];
  if (rows.length) await tx.insert(activityEvents).values([...rows]);
}
