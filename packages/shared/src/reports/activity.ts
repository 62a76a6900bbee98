// Activity events (docs/decisions/0030): Caliper 1.2 event types and actions as stored in activity_events.

export const ACTIVITY_TYPES = {
  session: 'SessionEvent',
  assessment: 'AssessmentEvent',
  assessmentItem: 'AssessmentItemEvent',
  grade: 'GradeEvent',
  view: 'ViewEvent',
  game: 'GameEvent',
} as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[keyof typeof ACTIVITY_TYPES];

export const ACTIVITY_ACTIONS = {
  loggedIn: 'LoggedIn',
  loggedOut: 'LoggedOut',
  timedOut: 'TimedOut',
  started: 'Started',
  /** An item answered (AssessmentItemEvent) or a lesson finished. */
  completed: 'Completed',
  submitted: 'Submitted',
  graded: 'Graded',
} as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[keyof typeof ACTIVITY_ACTIONS];

/** Time on task counts each gap between a student's consecutive events up to this many seconds. */
export const ACTIVE_GAP_CAP_SECONDS = 300;
