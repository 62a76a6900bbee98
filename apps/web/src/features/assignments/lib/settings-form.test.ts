import { describe, expect, it } from 'vitest';
import { checkSettings, defaultSettings, fromLocalInput, toLocalInput } from './settings-form';

const messages = { startInvalid: 'bad start', dueInvalid: 'bad due' };
const now = new Date(2026, 10, 21, 9, 30);

describe('datetime-local values', () => {
  it('round-trips a date to the minute in local time', () => {
    expect(toLocalInput(now)).toBe('2026-11-21T09:30');
    expect(fromLocalInput('2026-11-21T09:30')?.getTime()).toBe(now.getTime());
  });

  it('refuses empty, malformed and impossible dates', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('21/11/2026 09:30')).toBeNull();
    expect(fromLocalInput('2026-02-31T10:00')).toBeNull();
  });
});

describe('checkSettings', () => {
  it('asks for the teacher option first, with the spec message', () => {
    const { errors, request } = checkSettings(defaultSettings(now), now, { messages });
    expect(errors.feedbackOption).toBe('Choose teacher option first');
    expect(request).toBeNull();
  });

  it('starts now when the start is not in the future, and leaves it out of the request', () => {
    const { request } = checkSettings(
      { ...defaultSettings(now), feedbackOption: 2 },
      new Date(now.getTime() + 600_000),
      {
        messages,
      },
    );
    expect(request).toEqual({ feedbackOption: 2, readAloud: true, shuffle: false });
  });

  it('sends a later start and a due date after it, and the title trimmed', () => {
    const { request } = checkSettings(
      {
        ...defaultSettings(now),
        feedbackOption: 1,
        startsAt: '2026-11-22T08:00',
        dueAt: '2026-11-23T15:00',
        title: '  Friday quiz ',
        shuffle: true,
      },
      now,
      { messages },
    );
    expect(request).toEqual({
      feedbackOption: 1,
      startsAt: new Date(2026, 10, 22, 8, 0).toISOString(),
      dueAt: new Date(2026, 10, 23, 15, 0).toISOString(),
      readAloud: true,
      shuffle: true,
      title: 'Friday quiz',
    });
  });

  it('refuses a due date that is not after the start (or after now when starting now)', () => {
    const later = { ...defaultSettings(now), feedbackOption: 1 as const, startsAt: '2026-11-22T08:00' };
    expect(checkSettings({ ...later, dueAt: '2026-11-22T08:00' }, now, { messages }).errors.dueAt).toBe(
      'The due date must be after the start date',
    );
    const startNow = { ...defaultSettings(now), feedbackOption: 1 as const };
    expect(checkSettings({ ...startNow, dueAt: '2026-11-21T09:00' }, now, { messages }).errors.dueAt).toBe(
      'The due date must be after the start date',
    );
    expect(checkSettings({ ...startNow, dueAt: 'soon' }, now, { messages }).errors.dueAt).toBe('bad due');
  });

  it('lets a district or school assignment keep the sender’s option', () => {
    const { errors, request } = checkSettings(defaultSettings(now), now, { messages, feedbackRequired: false });
    expect(errors).toEqual({});
    expect(request).toEqual({ readAloud: true, shuffle: false });
  });
});
