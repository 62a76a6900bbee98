import type { TMe } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { canAssignUnderLicense, isFreeLicenseOnly, studioAccess } from './license';

const license = (code: TMe['licenses'][number]['code'], tier: 'free' | 'paid' | 'premium') => ({
  code,
  name: code,
  tier,
  scope: 'teacher' as const,
  grades: [],
  startsOn: '2026-01-01',
  endsOn: '2027-01-01',
});

describe('isFreeLicenseOnly', () => {
  it('is true for a Clearsheets free license alone, even with a sister product paid', () => {
    expect(isFreeLicenseOnly({ licenses: [license('CKF', 'free')] })).toBe(true);
    expect(isFreeLicenseOnly({ licenses: [license('CKF', 'free'), license('LSPD', 'paid')] })).toBe(true);
  });

  it('is false with a paid or premium Clearsheets license, or before the profile loads', () => {
    expect(isFreeLicenseOnly({ licenses: [license('CKF', 'free'), license('CKPD', 'paid')] })).toBe(false);
    expect(isFreeLicenseOnly({ licenses: [license('CKPM', 'premium')] })).toBe(false);
    expect(isFreeLicenseOnly(undefined)).toBe(false);
  });
});

describe('canAssignUnderLicense', () => {
  it('lets a free license assign only full-topic worksheets', () => {
    expect(canAssignUnderLicense({ isFullTopic: true }, true)).toBe(true);
    expect(canAssignUnderLicense({ isFullTopic: false }, true)).toBe(false);
    expect(canAssignUnderLicense({ isFullTopic: false }, false)).toBe(true);
  });
});

describe('studioAccess', () => {
  it('reads the studio permission flags', () => {
    expect(studioAccess({ permissions: { cs_clearsheet_studio: { V: true, C: true, E: true, D: false } } })).toEqual({
      create: true,
      edit: true,
      delete: false,
    });
    expect(studioAccess({ permissions: {} })).toEqual({ create: false, edit: false, delete: false });
  });
});
