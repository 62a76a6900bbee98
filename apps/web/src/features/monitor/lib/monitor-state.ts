import {
  monitorCellStatus,
  type TAttemptChanged,
  type TMonitorCellStatus,
  type TMonitorQuestionFigures,
  type TMonitorState,
  type TMonitorStudent,
} from '@clearsheets/shared';

// The live grid's state on the client: the room's snapshot, then each `attempt.changed` applied to it by a
// pure reducer. Events carry absolute values (totals, the cell's status), so one applied twice (it was in
// the snapshot and queued after it) changes nothing.

export interface MonitorView {
  state: TMonitorState;
  /** The server's clock minus this one's, from the snapshot: idle time is judged on the server's clock. */
  clockOffsetMs: number;
  /** An event named a student the snapshot does not have (added to the assignment since): subscribe again. */
  stale: boolean;
}

export type MonitorAction =
  | { type: 'snapshot'; state: TMonitorState; receivedAt: number }
  | { type: 'event'; event: TAttemptChanged }
  | { type: 'figures'; figures: TMonitorQuestionFigures[] }
  | { type: 'resubscribing' };

const later = (a: string | null, b: string) => (a === null || Date.parse(b) > Date.parse(a) ? b : a);

/** One student after a change to their attempt. */
export function applyChange(student: TMonitorStudent, event: TAttemptChanged): TMonitorStudent {
  const next: TMonitorStudent = {
    ...student,
    attemptId: event.attemptId,
    status: event.attemptStatus,
    answeredCount: event.answeredCount,
    score: event.score,
  };
  if (event.questionId !== null && event.status !== null)
    next.responses = { ...student.responses, [String(event.questionId)]: event.status };
  // Only the student's own changes (they carry lastActivityAt) move them; a teacher's grade does not.
  if (event.lastActivityAt !== undefined) {
    next.lastActivityAt = later(student.lastActivityAt, event.lastActivityAt);
    if (event.questionId !== null && event.attemptStatus === 'in_progress') next.currentQuestionId = event.questionId;
  }
  return next;
}

/** The reducer of the monitor's state (null until the first snapshot). */
export function monitorReducer(view: MonitorView | null, action: MonitorAction): MonitorView | null {
  switch (action.type) {
    case 'snapshot':
      return {
        state: action.state,
        clockOffsetMs: Date.parse(action.state.serverTime) - action.receivedAt,
        stale: false,
      };
    case 'resubscribing':
      return view && { ...view, stale: false };
    case 'figures':
      return view && { ...view, state: { ...view.state, figures: action.figures } };
    case 'event': {
      const { event } = action;
      if (!view || event.assignmentId !== view.state.assignmentId) return view;
      const at = view.state.students.findIndex((s) => s.id === event.studentId);
      if (at < 0) return { ...view, stale: true };
      const students = view.state.students.slice();
      students[at] = applyChange(students[at] as TMonitorStudent, event);
      return { ...view, state: { ...view.state, students } };
    }
  }
}

/** Working, but nothing saved or moved for the idle time (on the server's clock). */
export function isIdle(student: TMonitorStudent, serverNowMs: number, idleMs: number): boolean {
  if (student.status !== 'in_progress' || !student.lastActivityAt) return false;
  return serverNowMs - Date.parse(student.lastActivityAt) >= idleMs;
}

export interface MonitorCounts {
  assigned: number;
  notStarted: number;
  inProgress: number;
  idle: number;
  submitted: number;
}

export function countsOf(students: readonly TMonitorStudent[], serverNowMs: number, idleMs: number): MonitorCounts {
  const counts: MonitorCounts = { assigned: students.length, notStarted: 0, inProgress: 0, idle: 0, submitted: 0 };
  for (const s of students) {
    if (s.status === 'not_started') counts.notStarted += 1;
    else if (s.status === 'submitted') counts.submitted += 1;
    // Idle students are working students who stopped: counted apart, so the four tiles add up to the class.
    else if (isIdle(s, serverNowMs, idleMs)) counts.idle += 1;
    else counts.inProgress += 1;
  }
  return counts;
}

export interface QuestionFigures {
  questionId: number;
  /** Answers scored right, wrong or partly right so far, and how many of them were right. */
  scored: number;
  correct: number;
  /** correct / scored, null before any scored answer. */
  share: number | null;
  commonWrong: TMonitorQuestionFigures['commonWrong'];
}

/**
 * The class figures per question. Share correct is counted from the rows (always as current as the grid);
 * the most common wrong answer comes from the server, which has the answers (events do not carry them).
 */
export function figuresOf(state: TMonitorState): QuestionFigures[] {
  const wrong = new Map(state.figures.map((f) => [f.questionId, f.commonWrong]));
  return state.questions.map((q) => {
    const questionId = Number(q.id);
    let scored = 0;
    let correct = 0;
    for (const s of state.students) {
      const cell = s.responses[String(questionId)];
      if (cell === 'correct' || cell === 'incorrect' || cell === 'partial') scored += 1;
      if (cell === 'correct') correct += 1;
    }
    return {
      questionId,
      scored,
      correct,
      share: scored ? correct / scored : null,
      commonWrong: wrong.get(questionId) ?? null,
    };
  });
}

/** A student's cells in question order. */
export const cellsOf = (state: TMonitorState, student: TMonitorStudent): TMonitorCellStatus[] =>
  state.questions.map((q) => monitorCellStatus(student, Number(q.id)));

/** The name shown: the pseudonym while names are hidden (a projected screen). */
export const shownName = (student: TMonitorStudent, hideNames: boolean) =>
  hideNames ? student.pseudonym : student.name;

/** Rows in the order shown: by name, or by pseudonym while names are hidden (the name order would tell). */
export function rowsOf(state: TMonitorState, hideNames: boolean): TMonitorStudent[] {
  if (!hideNames) return state.students;
  return [...state.students].sort((a, b) => a.pseudonym.localeCompare(b.pseudonym) || a.id - b.id);
}
