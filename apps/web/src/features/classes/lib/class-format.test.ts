import type { TMe } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import {
  classIdFrom,
  newClassStudentLimit,
  premiumAccess,
  roomLeft,
  studentCountLabel,
  teacherNames,
} from './class-format';

const license = (code: TMe['licenses'][number]['code'], tier: TMe['licenses'][number]['tier']) =>
  ({ code, tier, name: code, scope: 'teacher', grades: [], startsOn: '', endsOn: '' }) as TMe['licenses'][number];

describe('class formatting', () => {
  it('shows the limit only when there is one', () => {
    expect(studentCountLabel(12, 30)).toBe('12 / 30');
    expect(studentCountLabel(12, null)).toBe('12');
  });

  it('lists the primary teacher first', () => {
    expect(
      teacherNames([
        { id: 2, name: 'Zoe Co', isPrimary: false },
        { id: 1, name: 'Ana Garcia', isPrimary: true },
        { id: 3, name: 'Ben Aide', isPrimary: false },
      ]),
    ).toBe('Ana Garcia, Ben Aide, Zoe Co');
  });

  it('knows the room left in a class', () => {
    expect(roomLeft({ studentCount: 28, studentLimit: 30 })).toBe(2);
    expect(roomLeft({ studentCount: 31, studentLimit: 30 })).toBe(0);
    expect(roomLeft({ studentCount: 31, studentLimit: null })).toBeNull();
  });

  it('caps new classes at 30 unless a paid clearsheets license reaches the teacher', () => {
    expect(newClassStudentLimit([license('CKF', 'free')])).toBe(30);
    expect(newClassStudentLimit([license('APM', 'premium')])).toBe(30);
    expect(newClassStudentLimit([license('CKF', 'free'), license('CKPD', 'paid')])).toBeNull();
    expect(newClassStudentLimit(undefined)).toBe(30);
  });

  it('reads only a positive integer classId', () => {
    expect(classIdFrom(new URLSearchParams('classId=12'))).toBe(12);
    for (const bad of ['', 'classId=', 'classId=0', 'classId=-1', 'classId=1.5', 'classId=abc', 'classId=1e3'])
      expect(classIdFrom(new URLSearchParams(bad))).toBeNull();
  });

  it('offers premium when granted, locks it when a license would open it and hides it otherwise', () => {
    const me = (E: boolean, upgradable: TMe['upgradable'] = []) =>
      ({
        permissions: { teacher_allowed_premuim_class: { V: E, C: false, E, D: false } },
        upgradable,
      }) as unknown as TMe;
    expect(premiumAccess(me(true))).toBe('allowed');
    expect(premiumAccess(me(false, ['teacher_allowed_premuim_class']))).toBe('locked');
    expect(premiumAccess(me(false))).toBe('hidden');
    expect(premiumAccess(undefined)).toBe('hidden');
  });
});
