import { classRoom, type TClassRoomState } from '@clearsheets/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { RoomPolicy } from '../../platform/realtime/gateway';
import { countActiveStudents } from './class-list.repository';
import { loadClassFor } from './classes.policy';

// The `class:<id>` realtime room: whoever may see the class may follow it; its state is the roster size.

async function classRoomState(ctx: AppContext, classId: number): Promise<TClassRoomState> {
  const counts = await countActiveStudents(ctx.db, [classId]);
  return { classId, activeStudents: counts.get(classId) ?? 0 };
}

export const classRoomPolicy: RoomPolicy = {
  async authorize(ctx, caller, id) {
    await loadClassFor(ctx.db, caller, id, 'read');
  },
  snapshot: classRoomState,
};

/** Tells the class room its roster changed. Call after the transaction commits; never throws (a lost
 * event only delays a screen until its next load or reconnect). */
export async function publishRosterChanged(ctx: AppContext, classId: number, log?: FastifyBaseLogger) {
  try {
    const { activeStudents } = await classRoomState(ctx, classId);
    await ctx.realtime.publish(classRoom(classId), {
      type: 'class.roster.changed',
      classId,
      activeStudents,
      at: new Date().toISOString(),
    });
  } catch (err) {
    log?.warn({ err, classId }, 'realtime publish failed');
  }
}
