import type { TAssignmentSummary } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { isOverdue, isScheduled, matchesTitle, submittedPercent } from './format';

const progress = (submitted: number, assigned: number): TAssignmentSummary['progress'] => ({
  assigned,
  notStarted: assigned - submitted,
  inProgress: 0,
  submitted,
  pendingGrading: 0,
  averagePercent: null,
});
const now = new Date('2026-11-21T12:00:00Z');

describe('isOverdue', () => {
  it('marks a past due date while work is missing', () => {
    expect(isOverdue({ dueAt: '2026-11-20T12:00:00Z', progress: progress(1, 3) }, now)).toBe(true);
  });

  it('does not mark one everyone submitted, one due later, or one without a due date', () => {
    expect(isOverdue({ dueAt: '2026-11-20T12:00:00Z', progress: progress(3, 3) }, now)).toBe(false);
    expect(isOverdue({ dueAt: '2026-11-22T12:00:00Z', progress: progress(0, 3) }, now)).toBe(false);
    expect(isOverdue({ dueAt: null, progress: progress(0, 3) }, now)).toBe(false);
  });
});

describe('progress and search', () => {
  it('gives the submitted share, 0 with nobody assigned', () => {
    expect(submittedPercent(progress(1, 3))).toBe(33);
    expect(submittedPercent(progress(0, 0))).toBe(0);
  });

  it('knows an assignment that has not opened yet', () => {
    expect(isScheduled({ startsAt: '2026-11-22T08:00:00Z' }, now)).toBe(true);
    expect(isScheduled({ startsAt: '2026-11-21T08:00:00Z' }, now)).toBe(false);
  });

  it('searches titles by every word, ignoring accents and case', () => {
    expect(matchesTitle('Grade 5 review: every question type', 'REVIEW every')).toBe(true);
    expect(matchesTitle('Fracciones y décimas', 'decimas')).toBe(true);
    expect(matchesTitle('Fractions', 'decimals')).toBe(false);
  });
});
