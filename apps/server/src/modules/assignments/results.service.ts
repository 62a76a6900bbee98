import {
  ANSWER_TYPES,
  correctResponse,
  MESSAGES,
  roundScore,
  SCORE_STATUSES,
  type TAssignmentResults,
  type TQuestion,
  type TScoreStatus,
  type TStudentSheet,
  ZResponse,
} from '@clearsheets/shared';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { notFound } from '../../platform/errors';
import { groupBy } from '../../platform/group-by';
import { languageOfUser } from '../accounts';
import { topAnswers } from './answer-summary';
import { loadAssignmentFor } from './assignment-access';
import { summaryFor } from './assignment-views.service';
import { findCodeAndSnapshot } from './assignments.repository';
import {
  answerGroupsOf,
  attemptOf,
  pointsOf,
  recipientName,
  responsesOfAttempt,
  type StudentRow,
  standardCodes,
  studentsOf,
} from './results.repository';
import { type CsvStudent, resultsCsv } from './results-csv';

const ZPerPart = z.array(z.object({ id: z.string(), correct: z.boolean() }));

const percentOf = (score: number | null, max: number) =>
  score === null || max <= 0 ? null : roundScore((score / max) * 100);

/** The snapshot and summary of an assignment the caller may read. */
async function loadForResults(db: Db, caller: Caller, assignmentId: number) {
  const ref = await loadAssignmentFor(db, caller, assignmentId, 'read');
  const [summary, row] = await Promise.all([
    summaryFor(db, caller, assignmentId),
    findCodeAndSnapshot(db, assignmentId),
  ]);
  if (!row) throw notFound();
  return { ref, summary, questions: row.questions as TQuestion[] };
}

/** Score and percent only count once submitted: an attempt in progress has no result yet. */
function studentResult(s: StudentRow, max: number) {
  const submitted = s.status === 'submitted';
  return {
    studentId: s.studentId,
    name: s.name,
    classId: s.classId,
    status: s.status ?? ('not_started' as const),
    score: submitted ? s.score : null,
    maxScore: max,
    percent: submitted ? percentOf(s.score, max) : null,
    answeredCount: s.answeredCount ?? 0,
    pendingCount: s.pendingCount ?? 0,
    submittedAt: s.submittedAt,
  };
}

/** Why: the results page: each student's state and score, and how the class did on each question. */
export async function assignmentResults(db: Db, caller: Caller, assignmentId: number): Promise<TAssignmentResults> {
  const { summary, questions } = await loadForResults(db, caller, assignmentId);
  const [students, groups, codes] = await Promise.all([
    studentsOf(db, assignmentId),
    answerGroupsOf(db, assignmentId),
    standardCodes(db, [...new Set(questions.flatMap((q) => (q.standardId ? [q.standardId] : [])))]),
  ]);
  const byQuestion = groupBy(groups, (g) => g.questionId);
  const results: TAssignmentResults = {
    assignment: summary,
    students: students.map((s) => studentResult(s, summary.maxScore)),
    questions: questions.map((q, i) => {
      const answers = byQuestion.get(q.id) ?? [];
      const answered = answers.reduce((n, g) => n + g.count, 0);
      const correct = answers.reduce((n, g) => n + (g.status === 'correct' ? g.count : 0), 0);
      return {
        questionId: q.id,
        number: i + 1,
        answerType: q.answerType,
        prompt: q.prompt,
        standardCode: q.standardId ? (codes.get(q.standardId) ?? null) : null,
        answeredCount: answered,
        correctShare: answered && q.answerType !== ANSWER_TYPES.notGraded ? roundScore(correct / answered) : null,
        topAnswers: topAnswers(q, answers),
      };
    }),
  };
  if (!students.some((s) => s.status === 'submitted')) results.message = MESSAGES.noStudentCompleted;
  return results;
}

const asStatus = (status: string): TScoreStatus =>
  (SCORE_STATUSES as readonly string[]).includes(status) ? (status as TScoreStatus) : 'incorrect';

/** Why: the teacher opens one student's sheet: each question with its key, the answer, the score and feedback. */
export async function studentSheet(
  db: Db,
  caller: Caller,
  assignmentId: number,
  studentId: number,
): Promise<TStudentSheet> {
  const { summary, questions } = await loadForResults(db, caller, assignmentId);
  const [name, attempt] = await Promise.all([
    recipientName(db, assignmentId, studentId),
    attemptOf(db, assignmentId, studentId),
  ]);
  if (name === undefined) throw notFound();
  const responses = attempt ? await responsesOfAttempt(db, attempt.id) : [];
  const byQuestion = new Map(responses.map((r) => [r.questionId, r]));
  const sheet: TStudentSheet = {
    assignmentId,
    student: { id: studentId, name },
    status: attempt?.status ?? 'not_started',
    score: attempt?.status === 'submitted' ? attempt.score : null,
    maxScore: summary.maxScore,
    submittedAt: attempt?.submittedAt ?? null,
    questions: questions.map((q, i) => {
      const r = byQuestion.get(q.id);
      const answer = r ? ZResponse.safeParse(r.answer) : undefined;
      const perPart = r ? ZPerPart.safeParse(r.perPart) : undefined;
      return {
        questionId: q.id,
        number: i + 1,
        answerType: q.answerType,
        answered: !!r,
        answer: answer?.success ? answer.data : null,
        result: r
          ? {
              status: asStatus(r.status),
              score: r.score,
              maxScore: r.maxScore,
              ...(perPart?.success ? { perPart: perPart.data } : {}),
              correctResponse: correctResponse(q),
              feedback: r.feedback,
            }
          : null,
        question: q as unknown as Record<string, unknown>,
        responseId: r?.id ?? null,
        overrideNote: r?.overrideNote ?? null,
        gradedAt: r?.gradedAt ?? null,
      };
    }),
  };
  if (!attempt) sheet.message = MESSAGES.notAttemptedYet;
  return sheet;
}

/** Why: teachers keep and share results in spreadsheets (the grade book). */
export async function assignmentResultsCsv(db: Db, caller: Caller, assignmentId: number) {
  const { summary, questions } = await loadForResults(db, caller, assignmentId);
  const [students, points] = await Promise.all([studentsOf(db, assignmentId), pointsOf(db, assignmentId)]);
  const byStudent = groupBy(points, (p) => p.studentId);
  const rows: CsvStudent[] = students.map((s) => {
    const result = studentResult(s, summary.maxScore);
    return {
      name: s.name,
      className: s.className,
      status: result.status,
      score: result.score,
      maxScore: summary.maxScore,
      percent: result.percent,
      submittedAt: result.submittedAt,
      points: new Map(
        (byStudent.get(s.studentId) ?? []).map((p) => [p.questionId, p.status === 'pending' ? 'pending' : p.score]),
      ),
    };
  });
  return {
    filename: `assignment-${assignmentId}-results.csv`,
    body: resultsCsv(
      questions.map((q) => q.id),
      rows,
      await languageOfUser(db, caller.userId),
    ),
  };
}
