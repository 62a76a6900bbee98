import {
  ACTIVE_GAP_CAP_SECONDS,
  ACTIVITY_ACTIONS,
  ACTIVITY_TYPES,
  SESSION_GAP_SECONDS,
  type TSessionSummary,
} from '@clearsheets/shared';

// One student's day as sessions (pure; docs/decisions/0030). A session begins with a sign-in, or with the first
// event after a pause longer than SESSION_GAP_SECONDS (a student who resumes with a saved sign-in signs in no
// more), and ends with a sign-out or a time-out, or else at its last event. Time on task counts the gaps between
// the session's consecutive events, each up to ACTIVE_GAP_CAP_SECONDS, as the usage rollup counts them. Only
// the student's own events come here (a teacher grading their work is not the student's time).

export interface DayEvent {
  occurredAt: string;
  type: string;
  action: string;
  assignmentId: number | null;
  score: number | null;
  maxScore: number | null;
}

/** Names an assignment for the report: null title when it came through another class. */
export type TitleOf = (assignmentId: number) => string | null;

type Work = TSessionSummary['work'][number];

interface Building {
  events: DayEvent[];
  signedIn: boolean;
  ending: TSessionSummary['ending'];
  endedAt: string | null;
}

const seconds = (from: string, to: string) => Math.max(0, (Date.parse(to) - Date.parse(from)) / 1000);
const isEnding = (e: DayEvent) =>
  e.type === ACTIVITY_TYPES.session &&
  (e.action === ACTIVITY_ACTIONS.loggedOut || e.action === ACTIVITY_ACTIONS.timedOut);
const isSignIn = (e: DayEvent) => e.type === ACTIVITY_TYPES.session && e.action === ACTIVITY_ACTIONS.loggedIn;

/** Splits a day's events (in time order) into sessions. */
export function splitSessions(events: readonly DayEvent[]): Building[] {
  const sessions: Building[] = [];
  let current: Building | null = null;
  let last: DayEvent | null = null;
  for (const event of events) {
    const paused = last !== null && seconds(last.occurredAt, event.occurredAt) > SESSION_GAP_SECONDS;
    if (isEnding(event)) {
      // A sign-out closes the session it ends; one found long after (a time-out noticed at the next visit)
      // closes nothing and is no activity of its own.
      if (current && !paused && current.ending === 'none') {
        current.ending = event.action === ACTIVITY_ACTIONS.loggedOut ? 'signedOut' : 'timedOut';
        current.endedAt = event.occurredAt;
        current.events.push(event);
        last = event;
      }
      continue;
    }
    if (!current || paused || isSignIn(event) || current.ending !== 'none') {
      current = { events: [], signedIn: isSignIn(event), ending: 'none', endedAt: null };
      sessions.push(current);
    }
    current.events.push(event);
    last = event;
  }
  return sessions;
}

/** Time on task over consecutive events: each gap counted up to the cap. */
export function activeSecondsOf(events: readonly DayEvent[]): number {
  let total = 0;
  for (let i = 1; i < events.length; i++)
    total += Math.min(ACTIVE_GAP_CAP_SECONDS, seconds(events[i - 1]!.occurredAt, events[i]!.occurredAt));
  return Math.round(total);
}

function workOf(events: readonly DayEvent[], titleOf: TitleOf): Work[] {
  const byAssignment = new Map<number, Work>();
  for (const e of events) {
    if (e.assignmentId === null) continue;
    let work = byAssignment.get(e.assignmentId);
    if (!work) {
      work = {
        assignmentId: e.assignmentId,
        title: titleOf(e.assignmentId),
        started: false,
        answers: 0,
        submitted: false,
        score: null,
        maxScore: null,
      };
      byAssignment.set(e.assignmentId, work);
    }
    if (e.type === ACTIVITY_TYPES.assessment && e.action === ACTIVITY_ACTIONS.started) work.started = true;
    if (e.type === ACTIVITY_TYPES.assessmentItem) work.answers += 1;
    if (e.type === ACTIVITY_TYPES.assessment && e.action === ACTIVITY_ACTIONS.submitted) {
      work.submitted = true;
      if (e.score !== null) work.score = e.score;
      if (e.maxScore !== null) work.maxScore = e.maxScore;
    }
  }
  return [...byAssignment.values()];
}

/** The day's sessions as the report shows them. */
export function summariseSessions(events: readonly DayEvent[], titleOf: TitleOf): TSessionSummary[] {
  return splitSessions(events).map((s) => {
    const startedAt = s.events[0]!.occurredAt;
    const endedAt = s.endedAt ?? s.events[s.events.length - 1]!.occurredAt;
    return {
      startedAt,
      endedAt,
      signedIn: s.signedIn,
      ending: s.ending,
      durationSeconds: Math.round(seconds(startedAt, endedAt)),
      activeSeconds: activeSecondsOf(s.events),
      answers: s.events.filter((e) => e.type === ACTIVITY_TYPES.assessmentItem).length,
      // A lesson finished is an AssessmentEvent Completed (the usage rollup counts the same).
      lessons: s.events.filter((e) => e.type === ACTIVITY_TYPES.assessment && e.action === ACTIVITY_ACTIONS.completed)
        .length,
      work: workOf(s.events, titleOf),
    };
  });
}
