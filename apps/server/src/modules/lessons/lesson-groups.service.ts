import { componentsByKey, INTERVENTION_KINDS, isRoutedCheck, type TSmallGroup } from '@clearsheets/shared';
import type { Caller } from '../../platform/auth/access-tokens';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { createGroup } from '../groups';
import { sessionContent } from './lesson-content';
import { participants } from './lesson-participants.repository';
import { sessionRoutings } from './lesson-routings.repository';
import { loadSessionFor } from './lessons.service';

// Group instruction (intervention 3) as a small group: the students a check routed to it, per class of the session,
// become a small group of that class, so the teacher can pull them together now and find them in reports later.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Group instruction: Checkpoint, Nov 26", cut to a group name's length; a second one the same day gets "(2)". */
const groupName = (checkTitle: string, attempt: number) => {
  const now = new Date();
  const base = `Group instruction: ${checkTitle}`.slice(0, 40);
  return `${base}, ${MONTHS[now.getMonth()]} ${now.getDate()}${attempt > 1 ? ` (${attempt})` : ''}`;
};

export async function groupForInstruction(
  ctx: AppContext,
  actor: { caller: Caller; ip: string },
  sessionId: number,
  componentKey: string,
): Promise<TSmallGroup[]> {
  const session = await loadSessionFor(ctx, actor.caller, sessionId);
  const check = componentsByKey(sessionContent(session)).get(componentKey)?.component;
  if (!check || !isRoutedCheck(check)) throw badRequest('body.componentKey', 'lessonAnswerInvalid');
  const routed = (await sessionRoutings(ctx.db, sessionId)).filter(
    (r) =>
      r.componentKey === componentKey &&
      r.route === 'intervention' &&
      r.interventionKind === INTERVENTION_KINDS.groupInstruction,
  );
  if (!routed.length) throw new AppError(400, 'invalid_request', 'lessonNoGroupInstruction');
  const classOf = new Map((await participants(ctx.db, sessionId)).map((p) => [p.studentId, p.classId]));
  const byClass = new Map<number, number[]>();
  for (const r of routed) {
    const classId = classOf.get(r.studentId);
    if (classId !== undefined) byClass.set(classId, [...(byClass.get(classId) ?? []), r.studentId]);
  }
  const groups: TSmallGroup[] = [];
  for (const [classId, studentIds] of byClass) {
    for (let attempt = 1; ; attempt++) {
      try {
        groups.push(await createGroup(ctx.db, actor, classId, { name: groupName(check.title, attempt), studentIds }));
        break;
      } catch (err) {
        // The day's name is taken (the teacher made one already): the next number.
        if (!(err instanceof AppError && err.code === 'group_name_taken') || attempt >= 20) throw err;
      }
    }
  }
  return groups;
}
