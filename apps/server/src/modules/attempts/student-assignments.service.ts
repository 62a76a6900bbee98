// The student's home: what to do, what is under way, what is done. Where the student is, for resume.
import type { TStudentAssignment, TStudentAssignments } from '@clearsheets/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { attemptRefOf, snapshotOf } from './attempt-caches';
import { publishAttemptChanged } from './attempt-events';
import { findAttemptForStudent, listAssignmentsOfStudent, updatePosition } from './attempts.repository';

type Row = Awaited<ReturnType<typeof listAssignmentsOfStudent>>[number];

const time = (d: Date | null) => d?.getTime() ?? Number.POSITIVE_INFINITY;
/** Due soonest first, no due date last, then the oldest opened first. */
const byDue = (a: Row, b: Row) =>
  time(a.dueAt) - time(b.dueAt) || a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id;

function view(r: Row, now: number): TStudentAssignment {
  const status = r.attemptStatus === 'submitted' ? 'submitted' : r.attemptStatus ? 'in_progress' : 'not_started';
  return {
    id: r.id,
    title: r.title,
    teacherName: `${r.teacherFirstName} ${r.teacherLastName}`.trim(),
    className: r.className,
    grade: r.grade,
    questionCount: r.questionCount,
    startsAt: r.startsAt.toISOString(),
    dueAt: r.dueAt?.toISOString() ?? null,
    overdue: status !== 'submitted' && r.dueAt !== null && r.dueAt.getTime() < now,
    status,
    answeredCount: r.answeredCount ?? 0,
    score: status === 'submitted' ? (r.score ?? 0) : null,
    maxScore: r.maxScore,
    pendingCount: r.pendingCount ?? 0,
  };
}

/** One query. To do: not started and open (hidden until `startsAt`); done: most recently submitted first. */
export async function studentAssignments(ctx: AppContext, studentId: number): Promise<TStudentAssignments> {
  const rows = await listAssignmentsOfStudent(ctx.db, studentId);
  const now = Date.now();
  const todo = rows.filter((r) => !r.attemptStatus && r.startsAt.getTime() <= now).sort(byDue);
  const inProgress = rows.filter((r) => r.attemptStatus === 'in_progress').sort(byDue);
  const done = rows
    .filter((r) => r.attemptStatus === 'submitted')
    .sort((a, b) => (b.submittedAt?.getTime() ?? 0) - (a.submittedAt?.getTime() ?? 0) || b.id - a.id);
  return {
    todo: todo.map((r) => view(r, now)),
    inProgress: inProgress.map((r) => view(r, now)),
    done: done.map((r) => view(r, now)),
  };
}

/** Where the student is (resume, and the live monitor's current question). Ignored once submitted. */
export async function moveTo(
  ctx: AppContext,
  studentId: number,
  attemptId: number,
  questionId: number,
  log?: FastifyBaseLogger,
) {
  const ref = await attemptRefOf(ctx.db, attemptId);
  if (!ref || ref.studentId !== studentId) throw notFound();
  const snapshot = await snapshotOf(ctx.db, ref.assignmentId);
  if (!snapshot?.byId.has(questionId)) throw badRequest('body.questionId', 'invalidRequest');
  const moved = await updatePosition(ctx.db, attemptId, studentId, questionId);
  if (!moved) {
    // Not in progress: fine once submitted (nothing to move), 404 when the student may no longer see it.
    if (!(await findAttemptForStudent(ctx.db, attemptId, studentId))) throw notFound();
    return;
  }
  void publishAttemptChanged(
    ctx,
    {
      ...ref,
      attemptId,
      questionId,
      state: { status: null, attemptStatus: 'in_progress', answeredCount: moved.answeredCount, score: moved.score },
    },
    log,
  );
}
