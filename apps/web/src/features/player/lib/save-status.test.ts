import { describe, expect, it } from 'vitest';
import type { QueueStatus } from '../../../lib/offline-answer-queue';
import { checkStateOf, saveStateOf } from './save-status';

const status = (s: Partial<QueueStatus>): QueueStatus => ({
  pending: 0,
  refused: 0,
  sending: false,
  retrying: false,
  lastSavedAt: null,
  ...s,
});

describe('saveStateOf', () => {
  it('says all answers are saved when nothing waits', () => {
    expect(saveStateOf(status({}), true, false)).toBe('saved');
  });

  it('says saving while typing, sending or with answers waiting', () => {
    expect(saveStateOf(status({}), true, true)).toBe('saving');
    expect(saveStateOf(status({ pending: 1, sending: true }), true, false)).toBe('saving');
  });

  it('says offline without a connection, or when a send failed and a retry is scheduled', () => {
    expect(saveStateOf(status({}), false, false)).toBe('offline');
    expect(saveStateOf(status({ pending: 2, retrying: true }), true, false)).toBe('offline');
  });
});

describe('checkStateOf', () => {
  it('waits for the reply while the answer is on its way, or keeps it on the device while offline', () => {
    expect(checkStateOf({ unsent: true, offline: false, hasResult: true })).toBe('checking');
    expect(checkStateOf({ unsent: true, offline: true, hasResult: false })).toBe('offline');
  });

  it('shows the result once the answer is saved', () => {
    expect(checkStateOf({ unsent: false, offline: true, hasResult: true })).toBe('result');
  });
});
