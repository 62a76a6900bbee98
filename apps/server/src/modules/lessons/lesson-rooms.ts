import type { Caller } from '../../platform/auth/access-tokens';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { RoomPolicy } from '../../platform/realtime/gateway';
import { stageOf } from './lesson-content';
import { studentClassInSession } from './lesson-participants.repository';
import { findSession } from './lesson-sessions.repository';
import { assertCan } from './lessons.policy';
import { sessionState } from './lessons.service';

// The two rooms of a live lesson (docs/decisions/0031). `lesson-session:<id>`: the teacher's control screen and
// projector (every answer with names; the session's teacher only). `lesson-stage:<id>`: what students follow (the
// current slide without answer keys, the status; students of the session's classes only).

export const lessonSessionRoomPolicy: RoomPolicy = {
  async authorize(ctx: AppContext, caller: Caller, id: number) {
    const session = await findSession(ctx.db, id);
    if (!session) throw notFound();
    assertCan(caller, 'control', { teacherId: session.teacherId });
  },
  snapshot: (ctx, id) => sessionState(ctx.db, id),
};

export const lessonStageRoomPolicy: RoomPolicy = {
  async authorize(ctx: AppContext, caller: Caller, id: number) {
    assertCan(caller, 'join', { studentClassId: await studentClassInSession(ctx.db, id, caller.userId) });
  },
  async snapshot(ctx, id) {
    const session = await findSession(ctx.db, id);
    if (!session) throw notFound();
    return stageOf(session);
  },
};
