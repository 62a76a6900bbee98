import { describe, expect, it } from 'vitest';
import { activeSecondsOf, type DayEvent, splitSessions, summariseSessions } from './usage-sessions';

const at = (hhmmss: string) => `2026-11-24T${hhmmss}.000Z`;
const ev = (time: string, type: string, action: string, extra: Partial<DayEvent> = {}): DayEvent => ({
  occurredAt: at(time),
  type,
  action,
  assignmentId: null,
  score: null,
  maxScore: null,
  ...extra,
});
const signIn = (t: string) => ev(t, 'SessionEvent', 'LoggedIn');
const signOut = (t: string) => ev(t, 'SessionEvent', 'LoggedOut');
const timedOut = (t: string) => ev(t, 'SessionEvent', 'TimedOut');
const start = (t: string, assignmentId: number) => ev(t, 'AssessmentEvent', 'Started', { assignmentId });
const answer = (t: string, assignmentId: number) => ev(t, 'AssessmentItemEvent', 'Completed', { assignmentId });
const submit = (t: string, assignmentId: number, score: number, maxScore: number) =>
  ev(t, 'AssessmentEvent', 'Submitted', { assignmentId, score, maxScore });

describe('a student day as sessions', () => {
  it('counts time on task as the gaps between events, each at most five minutes', () => {
    expect(activeSecondsOf([answer('14:00:00', 1), answer('14:02:30', 1), answer('14:20:00', 1)])).toBe(150 + 300);
    expect(activeSecondsOf([answer('14:00:00', 1)])).toBe(0);
    expect(activeSecondsOf([])).toBe(0);
  });

  it('begins a session at each sign-in and ends it at the sign-out', () => {
    const sessions = summariseSessions(
      [
        signIn('14:00:00'),
        start('14:00:20', 7),
        answer('14:01:00', 7),
        answer('14:03:00', 7),
        submit('14:04:00', 7, 3, 4),
        signOut('14:05:00'),
        signIn('15:00:00'),
        answer('15:01:00', 8),
      ],
      (id) => (id === 7 ? 'Fractions' : null),
    );
    expect(sessions).toEqual([
      {
        startedAt: at('14:00:00'),
        endedAt: at('14:05:00'),
        signedIn: true,
        ending: 'signedOut',
        durationSeconds: 300,
        activeSeconds: 300,
        answers: 2,
        lessons: 0,
        work: [
          {
            assignmentId: 7,
            title: 'Fractions',
            started: true,
            answers: 2,
            submitted: true,
            score: 3,
            maxScore: 4,
          },
        ],
      },
      {
        startedAt: at('15:00:00'),
        endedAt: at('15:01:00'),
        signedIn: true,
        ending: 'none',
        durationSeconds: 60,
        activeSeconds: 60,
        answers: 1,
        lessons: 0,
        work: [
          { assignmentId: 8, title: null, started: false, answers: 1, submitted: false, score: null, maxScore: null },
        ],
      },
    ]);
  });

  it('begins a new session after a pause of more than 30 minutes, without a sign-in', () => {
    const sessions = splitSessions([signIn('08:00:00'), answer('08:10:00', 1), answer('08:45:00', 1)]);
    expect(sessions.map((s) => [s.signedIn, s.events.length])).toEqual([
      [true, 2],
      [false, 1],
    ]);
    // Exactly 30 minutes is still the same session.
    expect(splitSessions([answer('08:00:00', 1), answer('08:30:00', 1)])).toHaveLength(1);
  });

  it('ends a session at a time-out, and ignores one noticed long after', () => {
    const sessions = summariseSessions(
      [signIn('08:00:00'), answer('08:04:00', 1), timedOut('08:20:00'), timedOut('13:00:00')],
      () => null,
    );
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ ending: 'timedOut', endedAt: at('08:20:00'), durationSeconds: 1200 });
    expect(summariseSessions([timedOut('07:00:00')], () => null)).toEqual([]);
  });

  it('starts a new session for activity after a sign-out', () => {
    const sessions = splitSessions([signIn('08:00:00'), signOut('08:05:00'), answer('08:06:00', 1)]);
    expect(sessions.map((s) => [s.signedIn, s.ending])).toEqual([
      [true, 'signedOut'],
      [false, 'none'],
    ]);
  });
});
