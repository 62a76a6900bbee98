import type { Caller } from '../../platform/auth/access-tokens';
import type { AppContext } from '../../platform/context';
import type { RoomPolicy } from '../../platform/realtime/gateway';
import { assertMayWatch } from './monitor.policy';
import { assertCanMonitor, monitorState } from './monitor-state.service';

// The `assignment:<id>` realtime room: the Clear Monitor. Students answer `attempt.changed` into it (saves,
// moves, submits) and teachers grade into it; only staff who may see the assignment's results and hold the
// clear monitor permission may follow it. The snapshot carries answer keys, so students are never let in.

/** Throws unless the caller may watch the assignment live (the gateway answers `forbidden` either way). */
export async function authorizeMonitor(ctx: AppContext, caller: Caller, assignmentId: number) {
  assertMayWatch(caller, { granted: !!ctx.permissions.effective(caller.role, caller.licenses).cs_clear_monitor?.V });
  await assertCanMonitor(ctx.db, caller, assignmentId);
}

export const monitorRoomPolicy: RoomPolicy = {
  authorize: authorizeMonitor,
  snapshot: monitorState,
};
