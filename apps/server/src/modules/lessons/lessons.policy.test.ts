import { describe, expect, it } from 'vitest';
import type { Caller } from '../../platform/auth/access-tokens';
import { AppError } from '../../platform/errors';
import { assertCan, can } from './lessons.policy';

const caller = (role: Caller['role'], userId = 7): Caller => ({
  userId,
  role,
  schoolId: 1,
  districtId: 1,
  licenses: [],
});

describe('the live-lesson policy', () => {
  it('lets staff browse, never students', () => {
    expect(can(caller('Teacher'), 'browse')).toBe(true);
    expect(can(caller('Principal'), 'browse')).toBe(true);
    expect(can(caller('Student'), 'browse')).toBe(false);
  });

  it('lets only a teacher with the live grant launch; a free teacher is told to upgrade', () => {
    expect(can(caller('Teacher'), 'launch', { liveGranted: true })).toBe(true);
    expect(can(caller('Principal'), 'launch', { liveGranted: true })).toBe(false);
    try {
      assertCan(caller('Teacher'), 'launch', { liveGranted: false });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(403);
      expect((err as AppError).messageKey).toBe('upgradeRequired');
    }
  });

  it('keeps a session to its teacher and a stage to the students of its classes (404 for everyone else)', () => {
    expect(can(caller('Teacher', 7), 'control', { teacherId: 7 })).toBe(true);
    expect(can(caller('Teacher', 8), 'control', { teacherId: 7 })).toBe(false);
    expect(can(caller('Student', 7), 'control', { teacherId: 7 })).toBe(false);
    expect(can(caller('Student'), 'join', { studentClassId: 3 })).toBe(true);
    expect(can(caller('Student'), 'join', {})).toBe(false);
    expect(can(caller('Teacher'), 'join', { studentClassId: 3 })).toBe(false);
    expect(() => assertCan(caller('Teacher', 8), 'control', { teacherId: 7 })).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });

  it("opens colleagues' school shares only once the caller's placement is confirmed; sharing waits too", () => {
    const shared = { kind: 'my' as const, ownerId: 9, sharedSchoolId: 1 };
    expect(can(caller('Teacher'), 'read', { ...shared, placementConfirmed: true })).toBe(true);
    expect(can(caller('Teacher'), 'read', { ...shared, placementConfirmed: false })).toBe(false);
    expect(can(caller('Teacher'), 'read', { ...shared, sharedSchoolId: 2, placementConfirmed: true })).toBe(false);
    expect(can(caller('Teacher'), 'read', { kind: 'clear', ownerId: null, placementConfirmed: false })).toBe(true);
    expect(can(caller('Teacher', 9), 'read', { ...shared, placementConfirmed: false })).toBe(true);
    expect(can(caller('Student'), 'read', { kind: 'clear', ownerId: null })).toBe(false);
    expect(can(caller('Teacher', 9), 'share', { ownerId: 9, placementConfirmed: true })).toBe(true);
    expect(() => assertCan(caller('Teacher', 9), 'share', { ownerId: 9, placementConfirmed: false })).toThrow(
      expect.objectContaining({ status: 403, messageKey: 'schoolSharingAwaitsConfirmation' }),
    );
    expect(() => assertCan(caller('Teacher', 8), 'share', { ownerId: 9, placementConfirmed: true })).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });
});
