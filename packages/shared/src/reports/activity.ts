// Activity events (docs/decisions/0030): Caliper 1.2 event types and actions as stored in activity_events.

export const ACTIVITY_TYPES = {
  session: 'SessionEvent',
  assessment: 'AssessmentEvent',
  assessmentItem: 'AssessmentItemEvent',
  grade: 'GradeEvent',
  /** A teacher created, changed the recipients of, or deleted an assignment (its class rollups change). */
  resource: 'ResourceManagementEvent',
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
  created: 'Created',
  modified: 'Modified',
  deleted: 'Deleted',
} as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[keyof typeof ACTIVITY_ACTIONS];

/** The report time zone: days and weeks of every report are dates here (Texas schools). */
export const REPORT_TIME_ZONE = 'America/Chicago';

/** A gap longer than this between a student's events starts a new session (a sign-in always does). */
export const SESSION_GAP_SECONDS = 1800;

/** Time on task counts each gap between a student's consecutive events up to this many seconds. */
export const ACTIVE_GAP_CAP_SECONDS = 300;
