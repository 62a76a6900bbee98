// The colours that mean a status, in one place so "in progress" or "complete" looks the same on every screen.
// Every text colour keeps 4.5:1 contrast or more on white and on the tint it sits on.

/** "Complete" / "still to do" text (library readiness, studio questions): Mantine's green.9 and orange.9 fall
 * just short of 4.5:1 on their light tints. */
export const COMPLETE_TEXT = '#237032';
export const INCOMPLETE_TEXT = '#a3380b';

export type AttemptStatus = 'not_started' | 'in_progress' | 'submitted';

/** A student's attempt as a badge: a light fill with dark text (7:1 or more; Mantine's light badges are paler).
 * In progress is blue, as on the live monitor, so yellow keeps meaning "partly correct" there. */
export const ATTEMPT_STATUS_TINTS: Record<AttemptStatus, { bg: string; c: string }> = {
  not_started: { bg: '#e9ecef', c: '#343a40' },
  in_progress: { bg: '#d0ebff', c: '#0b4f8a' },
  submitted: { bg: '#d3f9d8', c: '#1b5e20' },
};

export type LiveAttemptStatus = 'notStarted' | 'inProgress' | 'idle' | 'submitted';

/** The strong colour of each live count (a tile's edge on the monitor): the same hues as the badges. */
export const LIVE_STATUS_ACCENTS: Record<LiveAttemptStatus, string> = {
  notStarted: '#868e96',
  inProgress: '#1c7ed6',
  idle: '#e8590c',
  submitted: '#2f9e44',
};

export type LevelKey = 'did_not_meet' | 'approaches' | 'meets' | 'masters' | 'none';

/** A Texas performance level as a badge (reports, dashboards): a light fill with dark text (7:1 or more). */
export const LEVEL_TINTS: Record<LevelKey, { bg: string; c: string }> = {
  did_not_meet: { bg: '#ffe3e3', c: '#9b1c1c' },
  approaches: { bg: '#fff3bf', c: '#6b4500' },
  meets: { bg: '#d3f9d8', c: '#1b5e20' },
  masters: { bg: '#d0ebff', c: '#0b4f8a' },
  none: { bg: '#e9ecef', c: '#343a40' },
};

/** The strong colour of each level (a bar's segment, a chart's series): 3:1 or more against white. */
export const LEVEL_ACCENTS: Record<LevelKey, string> = {
  did_not_meet: '#e03131',
  approaches: '#c87000',
  meets: '#2f9e44',
  masters: '#1971c2',
  none: '#868e96',
};
