import type {
  TMonitorAssignmentList,
  TMonitorQuestionFigures,
  TMonitorState,
  TMonitorStudent,
  TQuestion,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { assignmentScope, snapshotOf, summariseAnswer } from './collaborators';
import {
  type ActiveAssignmentRow,
  type AnswerGroupRow,
  activeAssignments,
  answerGroups,
  findAssignmentHeader,
  type MonitorStudentRow,
  monitorStudentRows,
} from './monitor.repository';
import { pseudonymsFor } from './pseudonyms';

const SCORED = new Set(['correct', 'incorrect', 'partial']);

/** Per question: how many answers were scored, how many right, and the most given wrong answer as text. */
export function figuresOf(
  questions: readonly TQuestion[],
  groups: readonly AnswerGroupRow[],
): TMonitorQuestionFigures[] {
  const byQuestion = new Map<number, AnswerGroupRow[]>();
  for (const g of groups) {
    const list = byQuestion.get(g.questionId);
    if (list) list.push(g);
    else byQuestion.set(g.questionId, [g]);
  }
  return questions.map((q) => {
    let scored = 0;
    let correct = 0;
    const wrong = new Map<string, number>();
    for (const g of byQuestion.get(q.id) ?? []) {
      if (SCORED.has(g.status)) scored += g.count;
      if (g.status === 'correct') correct += g.count;
      if (g.answer === null || g.answer === undefined) continue;
      const text = summariseAnswer(q, g.answer);
      if (text !== null && text !== '') wrong.set(text, (wrong.get(text) ?? 0) + g.count);
    }
    let commonWrong: TMonitorQuestionFigures['commonWrong'] = null;
    for (const [answer, count] of wrong)
      if (!commonWrong || count > commonWrong.count || (count === commonWrong.count && answer < commonWrong.answer))
        commonWrong = { answer, count };
    return { questionId: q.id, scored, correct, commonWrong };
  });
}

function studentOf(row: MonitorStudentRow, pseudonym: string, maxScore: number): TMonitorStudent {
  return {
    id: row.id,
    name: row.name,
    pseudonym,
    attemptId: row.attemptId,
    status: row.status ?? 'not_started',
    currentQuestionId: row.currentQuestionId,
    answeredCount: row.answeredCount ?? 0,
    score: row.score ?? 0,
    maxScore,
    lastActivityAt: row.lastActivityAt,
    responses: row.responses ?? {},
  };
}

/**
 * Why: the live grid's whole state, sent on every (re)subscribe so a reconnect never shows stale cells. Three
 * statements (the assignment, its students with their answers' statuses, answers grouped for the class
 * figures) plus the question snapshot, which the process caches (it never changes once assigned).
 */
export async function monitorState(ctx: AppContext, assignmentId: number): Promise<TMonitorState> {
  const [header, rows, groups, snapshot] = await Promise.all([
    findAssignmentHeader(ctx.db, assignmentId),
    monitorStudentRows(ctx.db, assignmentId),
    answerGroups(ctx.db, assignmentId),
    snapshotOf(ctx.db, assignmentId),
  ]);
  if (!header || !snapshot) throw notFound();
  const names = pseudonymsFor(
    assignmentId,
    rows.map((r) => r.id),
  );
  return {
    assignmentId,
    title: header.title,
    maxScore: header.maxScore,
    feedbackOption: header.feedbackOption,
    dueAt: header.dueAt,
    serverTime: header.serverTime,
    questions: snapshot.questions as unknown as Record<string, unknown>[],
    students: rows.map((r) => studentOf(r, names.get(r.id) ?? '', header.maxScore)),
    figures: figuresOf(snapshot.questions, groups),
  };
}

/** Why: the class figures move with every answer but the events carry no answers; the grid refreshes them. */
export async function monitorFigures(ctx: AppContext, assignmentId: number) {
  const [groups, snapshot] = await Promise.all([answerGroups(ctx.db, assignmentId), snapshotOf(ctx.db, assignmentId)]);
  if (!snapshot) throw notFound();
  return figuresOf(snapshot.questions, groups);
}

/** 404 unless the caller may see the assignment's results (its teacher, co-teachers, leaders in scope). */
export async function assertCanMonitor(db: Db, caller: Caller, assignmentId: number) {
  if (!(await findAssignmentHeader(db, assignmentId, assignmentScope(caller)))) throw notFound();
}

const toListItem = ({ teacherId, teacherName, ...rest }: ActiveAssignmentRow) => ({
  ...rest,
  teacher: { id: teacherId, name: teacherName },
});

/** Why: the teacher picks what to watch: their open assignments, the one being worked on now first. */
export async function listActiveAssignments(
  db: Db,
  caller: Caller,
  page: number,
  pageSize: number,
): Promise<TMonitorAssignmentList> {
  const { items, total } = await activeAssignments(db, assignmentScope(caller), pageSize, (page - 1) * pageSize);
  return { items: items.map(toListItem), total };
}
