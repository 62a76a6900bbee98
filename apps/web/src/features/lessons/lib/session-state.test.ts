import { describe, expect, it } from 'vitest';
import { currentSlideOf, lessonSessionReducer, mergeResponses } from './session-state';
import { response, testState } from './test-lesson';

describe('the live lesson reducer', () => {
  it('takes a snapshot whole and ignores events before it', () => {
    const state = testState();
    expect(lessonSessionReducer(null, { type: 'snapshot', state })).toBe(state);
    const event = { type: 'lesson.activity' as const, sessionId: 7, at: 'x' };
    expect(lessonSessionReducer(null, { type: 'activity', event })).toBeNull();
  });

  it('follows the slide, status and names of lesson.session.changed', () => {
    const next = lessonSessionReducer(testState(), {
      type: 'changed',
      event: {
        type: 'lesson.session.changed',
        sessionId: 7,
        status: 'paused',
        slideIndex: 2,
        showNames: true,
        at: 'x',
      },
    });
    expect(next?.session).toMatchObject({ status: 'paused', slideIndex: 2, showNames: true, accessCode: 'ABC123' });
  });

  it('ignores events of another session', () => {
    const state = testState();
    const next = lessonSessionReducer(state, {
      type: 'changed',
      event: { type: 'lesson.session.changed', sessionId: 8, status: 'ended', slideIndex: 0, showNames: true, at: 'x' },
    });
    expect(next).toBe(state);
  });

  it('replaces responses by student, component and item; applying an event twice changes nothing', () => {
    const first = response(101, 'yn', 'cfu', 'no');
    const state = { ...testState(), responses: [first, response(101, 'text', 'cfu', 'A')] };
    const event = {
      type: 'lesson.activity' as const,
      sessionId: 7,
      responses: [response(101, 'yn', 'cfu', 'yes'), response(102, 'yn', 'cfu', 'no')],
      at: 'x',
    };
    const once = lessonSessionReducer(state, { type: 'activity', event });
    const twice = lessonSessionReducer(once, { type: 'activity', event });
    expect(twice?.responses.map((r) => [r.studentId, r.componentKey, r.value])).toEqual([
      [101, 'yn', 'yes'],
      [101, 'text', 'A'],
      [102, 'yn', 'no'],
    ]);
  });

  it('adds or updates a joined student and routings; rows that do not read as the contract are left out', () => {
    const routing = {
      studentId: 101,
      componentKey: 'cp',
      standardId: null,
      score: 50,
      route: 'intervention',
      interventionKind: 1,
      overridden: false,
      recheckScore: null,
    };
    const next = lessonSessionReducer(testState(), {
      type: 'activity',
      event: {
        type: 'lesson.activity',
        sessionId: 7,
        student: { id: 102, name: 'Ben Ross', pseudonym: 'Red Fox', joinedAt: '2025-03-01T10:07:00.000Z' },
        routings: [routing, { studentId: 'nope' }],
        responses: [{ bad: true }],
        at: 'x',
      },
    });
    expect(next?.students.find((s) => s.id === 102)?.joinedAt).toBe('2025-03-01T10:07:00.000Z');
    expect(next?.students).toHaveLength(2);
    expect(next?.routings).toEqual([routing]);
    expect(next?.responses).toEqual([]);
    const overridden = lessonSessionReducer(next, {
      type: 'routing',
      routing: { ...routing, route: 'pathway', interventionKind: 0, overridden: true } as never,
    });
    expect(overridden?.routings).toHaveLength(1);
    expect(overridden?.routings[0]).toMatchObject({ route: 'pathway', overridden: true });
  });

  it('keeps the slide index within the class slides (follow-ups are not stepped through)', () => {
    const state = testState();
    expect(currentSlideOf(state)).toMatchObject({ index: 1, count: 4 });
    expect(currentSlideOf(state).slide?.key).toBe('teach');
    expect(currentSlideOf({ ...state, session: { ...state.session, slideIndex: 2 } }).slide?.key).toBe('check');
    expect(currentSlideOf({ ...state, session: { ...state.session, slideIndex: 99 } }).slide?.key).toBe('bye');
  });

  it('merges keep the order and add new rows at the end', () => {
    expect(mergeResponses([], [])).toEqual([]);
  });
});
