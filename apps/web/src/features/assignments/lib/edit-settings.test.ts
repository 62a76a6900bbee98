import type { TAssignmentSummary } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { buildUpdate, settingsOf } from './edit-settings';
import { toLocalInput } from './settings-form';

const messages = { startInvalid: 'bad start', dueInvalid: 'bad due', titleRequired: 'Write a title' };
const assignment: TAssignmentSummary = {
  id: 4,
  title: 'Decimals',
  worksheetId: 9,
  accessCode: 'G4MRCC',
  feedbackOption: 2,
  readAloud: true,
  shuffle: false,
  startsAt: new Date(2026, 10, 21, 9, 0).toISOString(),
  dueAt: null,
  createdAt: new Date(2026, 10, 21, 9, 0).toISOString(),
  questionCount: 17,
  maxScore: 24,
  classes: [{ id: 1, name: 'Grade 5 Math' }],
  progress: { assigned: 1, notStarted: 1, inProgress: 0, submitted: 0, pendingGrading: 0, averagePercent: null },
  started: false,
  teacher: { id: 5, name: 'Ana Garcia' },
  abilities: { edit: true, grade: true },
};
const none = { addClassIds: [], addStudentIds: [] };

describe('buildUpdate', () => {
  it('sends nothing when nothing changed', () => {
    expect(buildUpdate(assignment, settingsOf(assignment), none, false, messages)).toEqual({
      errors: {},
      request: null,
    });
  });

  it('sends only what changed', () => {
    const values = { ...settingsOf(assignment), feedbackOption: 1 as const, shuffle: true };
    expect(buildUpdate(assignment, values, none, false, messages).request).toEqual({
      feedbackOption: 1,
      shuffle: true,
    });
  });

  it('once started, sends the due date and additions only', () => {
    const due = new Date(2026, 10, 28, 15, 0);
    const values = { ...settingsOf(assignment), feedbackOption: 1 as const, dueAt: toLocalInput(due) };
    const built = buildUpdate(assignment, values, { addClassIds: [2], addStudentIds: [7, 7] }, true, messages);
    expect(built.request).toEqual({ dueAt: due.toISOString(), addClassIds: [2], addStudentIds: [7] });
  });

  it('removes a due date, and refuses one before the start', () => {
    const withDue = { ...assignment, dueAt: new Date(2026, 10, 25, 9, 0).toISOString() };
    expect(buildUpdate(withDue, { ...settingsOf(withDue), dueAt: '' }, none, true, messages).request).toEqual({
      dueAt: null,
    });
    const early = { ...settingsOf(assignment), dueAt: '2026-11-20T09:00' };
    expect(buildUpdate(assignment, early, none, false, messages).errors.dueAt).toBe(
      'The due date must be after the start date',
    );
  });

  it('keeps a title', () => {
    expect(buildUpdate(assignment, { ...settingsOf(assignment), title: ' ' }, none, false, messages).errors.title).toBe(
      'Write a title',
    );
  });
});
