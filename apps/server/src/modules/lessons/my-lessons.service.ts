import {
  isRoutedCheck,
  isScoredCheck,
  lessonContentProblems,
  type TLessonContent,
  type TMyLessonInput,
  type TMyLessonList,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/sql-helpers';
import type { Caller } from '../../platform/auth/access-tokens';
import type { AppContext } from '../../platform/context';
import { notFound, ValidationError } from '../../platform/errors';
import { cardOf } from './lesson-content';
import { existingStandardIds, findLesson } from './lesson-library.repository';
import { assertCan, sharedSchoolOf } from './lessons.policy';
import { liveGranted, loadReadableLesson } from './lessons.service';
import {
  deleteMyLesson,
  insertMyLesson,
  isPlacementConfirmed,
  listMyLessons,
  shareMyLesson,
  updateMyLesson,
} from './my-lessons.repository';

// My Clear Lessons: a teacher's own lessons, built from the pages of a presentation (each page a slide) with checks
// and questions added to any slide. Checked beyond their shape before every write: keys and question ids used once,
// follow-ups that exist, standards that exist (decision 0031).

export async function myLessons(ctx: AppContext, caller: Caller): Promise<TMyLessonList> {
  assertCan(caller, 'browse');
  const schoolId = sharedSchoolOf(caller, await isPlacementConfirmed(ctx.db, caller.userId));
  const rows = await listMyLessons(ctx.db, caller.userId, schoolId);
  return {
    // The web says why the school's shared lessons are not there yet.
    schoolSharesAwaitConfirmation: caller.schoolId !== null && schoolId === null,
    items: rows.map((r) => ({
      ...cardOf(r),
      mine: r.ownerId === caller.userId,
      shared: r.sharedSchoolId !== null,
      owner: r.owner,
    })),
    total: rows.length,
  };
}

/** Every standard the lesson's checks and questions name. */
function standardIdsOf(content: TLessonContent): number[] {
  const ids = new Set<number>();
  for (const slide of content.slides)
    for (const c of slide.components) {
      if (!isScoredCheck(c)) continue;
      if (c.standardId) ids.add(c.standardId);
      for (const q of isRoutedCheck(c) ? [...c.questions, ...c.intervention.recheck] : c.questions)
        if (q.standardId) ids.add(q.standardId);
    }
  return [...ids];
}

async function checked(db: Db, input: TMyLessonInput) {
  const problems = lessonContentProblems(input.content);
  const ids = standardIdsOf(input.content);
  const known = new Set(await existingStandardIds(db, ids));
  for (const id of ids)
    if (!known.has(id)) problems.push({ field: 'content', message: `No standard has the id ${id}` });
  if (problems.length) throw new ValidationError(problems);
  return {
    values: { title: input.title, description: input.description, grade: input.grade, content: input.content },
    ids,
  };
}

/** The caller's own My Clear Lesson, or 404. */
async function loadOwn(ctx: AppContext, caller: Caller, lessonId: number) {
  const row = await findLesson(ctx.db, lessonId);
  if (!row || row.kind !== 'my') throw notFound();
  assertCan(caller, 'edit', { ownerId: row.ownerId });
  return row;
}

export async function createMyLesson(ctx: AppContext, caller: Caller, input: TMyLessonInput) {
  assertCan(caller, 'author', { liveGranted: liveGranted(ctx, caller) });
  const { values, ids } = await checked(ctx.db, input);
  return { id: await inTransaction(ctx.db, (tx) => insertMyLesson(tx, caller.userId, values, ids)) };
}

export async function updateLesson(ctx: AppContext, caller: Caller, lessonId: number, input: TMyLessonInput) {
  await loadOwn(ctx, caller, lessonId);
  const { values, ids } = await checked(ctx.db, input);
  await inTransaction(ctx.db, (tx) => updateMyLesson(tx, lessonId, values, ids));
  return { id: lessonId };
}

/** A copy of a lesson the caller may read (their own, a shared one, or a Clear Lesson) as a new lesson of theirs. */
export async function duplicateLesson(ctx: AppContext, caller: Caller, lessonId: number) {
  assertCan(caller, 'author', { liveGranted: liveGranted(ctx, caller) });
  const row = await loadReadableLesson(ctx, caller, lessonId);
  const input = {
    title: `${row.title} (copy)`.slice(0, 200),
    description: row.description,
    grade: row.grade,
    content: row.content,
  };
  const ids = row.standards.map((s) => s.id);
  return {
    id: await inTransaction(ctx.db, (tx) => insertMyLesson(tx, caller.userId, input, ids)),
  };
}

export async function removeLesson(ctx: AppContext, caller: Caller, lessonId: number) {
  await loadOwn(ctx, caller, lessonId);
  await deleteMyLesson(ctx.db, lessonId);
}

export async function shareLesson(ctx: AppContext, caller: Caller, lessonId: number, shared: boolean) {
  const row = await loadOwn(ctx, caller, lessonId);
  // Stopping a share is always allowed; sharing waits for the admin's confirmation of the owner's place.
  if (shared)
    assertCan(caller, 'share', { ...row, placementConfirmed: await isPlacementConfirmed(ctx.db, caller.userId) });
  await shareMyLesson(ctx.db, lessonId, shared ? caller.schoolId : null);
  return { shared: shared && caller.schoolId !== null };
}
