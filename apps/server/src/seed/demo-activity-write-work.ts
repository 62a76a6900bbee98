// Writes the planned work in bulk: attempts (ids reserved first, so answers can point at them), answers and
// every activity event, one multi-row statement per table.
import { roundScore } from '@clearsheets/shared';
import { type Cell, insertRows } from '../db/bulk-sql';
import type { Db } from '../db/client';
import { CLASSES } from './demo-activity-people';
import type { PlannedAssignment } from './demo-activity-plan';
import { maxScoreOf, type Timeline } from './demo-activity-timeline';
import { cols, iso, json, reserveIds, type SeedIds } from './demo-activity-write';

/** Attempts with totals and per-question results as a recompute would leave them, then the answers. */
export async function writeWork(
  tx: Db,
  ids: SeedIds,
  timeline: Timeline,
  assignments: readonly PlannedAssignment[],
  assignmentIds: readonly number[],
) {
  const attemptIds = await reserveIds(tx, 'attempts', timeline.attempts.length);
  const byAttempt = new Map<number, Timeline['responses']>();
  for (const r of timeline.responses) byAttempt.set(r.attempt, [...(byAttempt.get(r.attempt) ?? []), r]);
  const rows = timeline.attempts.map((a, i) => {
    const answers = byAttempt.get(i) ?? [];
    const results = Object.fromEntries(answers.map((r) => [String(r.questionId), [r.status, r.score, 1, false]]));
    return [
      attemptIds[i]!,
      assignmentIds[a.assignment]!,
      ids.students.get(a.studentKey)!,
      a.status,
      a.currentQuestionId,
      roundScore(answers.reduce((t, r) => t + r.score, 0)),
      maxScoreOf(assignments[a.assignment]!),
      answers.length,
      answers.filter((r) => r.status === 'correct').length,
      answers.filter((r) => r.status === 'pending').length,
      json(results),
      iso(a.startedAt),
      iso(a.lastActivityAt),
      iso(a.submittedAt),
    ] as Cell[];
  });
  await insertRows(
    tx,
    'attempts',
    cols(
      'id:bigint assignment_id:int student_id:int status:text current_question_id:int ' +
        'score:float8 max_score:float8 answered_count:int correct_count:int pending_count:int ' +
        'results:jsonb started_at:timestamptz last_activity_at:timestamptz submitted_at:timestamptz',
    ),
    rows,
  );
  await insertRows(
    tx,
    'responses',
    cols(
      'attempt_id:bigint question_id:int standard_id:int answer:jsonb status:text score:float8 ' +
        'max_score:float8 per_part:jsonb client_id:uuid client_seq:bigint saved_at:timestamptz ' +
        'grading_scale_id:int feedback:text graded_by:int graded_at:timestamptz ' +
        'feedback_seen_at:timestamptz',
    ),
    timeline.responses.map((r) => {
      const attempt = timeline.attempts[r.attempt]!;
      const teacherKey = CLASSES.find((c) => c.key === assignments[attempt.assignment]!.classKey)!.teacherKey;
      return [
        attemptIds[r.attempt]!,
        r.questionId,
        r.standardId,
        json(r.answer),
        r.status,
        r.score,
        r.maxScore,
        json(r.perPart),
        r.clientId,
        1,
        iso(r.savedAt),
        r.gradingScaleId,
        r.feedback,
        r.graded ? ids.teachers.get(teacherKey)! : null,
        iso(r.graded?.at ?? null),
        iso(r.graded?.feedbackSeenAt ?? null),
      ] as Cell[];
    }),
  );
  return attemptIds;
}

/** Every event, oldest first (ties keep the plan's order, as the report's time on task reads them). */
export async function writeEvents(
  tx: Db,
  ids: SeedIds,
  timeline: Timeline,
  assignmentIds: readonly number[],
  attemptIds: readonly number[],
) {
  const person = (key: string | null) =>
    key === null ? null : key.startsWith('t:') ? ids.teachers.get(key.slice(2))! : ids.students.get(key.slice(2))!;
  const sorted = timeline.events
    .map((e, i) => ({ e, i }))
    .sort((x, y) => x.e.occurredAt.getTime() - y.e.occurredAt.getTime() || x.i - y.i);
  await insertRows(
    tx,
    'activity_events',
    cols(
      'occurred_at:timestamptz type:text action:text actor_id:int student_id:int class_id:int ' +
        'school_id:int district_id:int assignment_id:int attempt_id:bigint question_id:int ' +
        'standard_id:int score:float8 max_score:float8 session_id:uuid',
    ),
    sorted.map(({ e }) => [
      iso(e.occurredAt),
      e.type,
      e.action,
      person(e.actor),
      person(e.student),
      e.classKey ? ids.classes.get(e.classKey)! : null,
      ids.schools[e.school],
      ids.districtId,
      e.assignment === null ? null : assignmentIds[e.assignment]!,
      e.attempt === null ? null : attemptIds[e.attempt]!,
      e.questionId,
      e.standardId,
      e.score,
      e.maxScore,
      e.session,
    ]),
  );
}
