import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LICENSE_CODES, ROLES } from './enums';
import {
  createPermissionIndex,
  defaultPermissionIndex,
  PERMISSION_MATRIX,
  PERMISSION_NAMES,
  permissionGrantRows,
} from './permissions';

const idx = defaultPermissionIndex;

describe('the permission matrix', () => {
  it('covers the 27 permission names of the spec', () => {
    expect(PERMISSION_NAMES).toHaveLength(27);
    expect(Object.keys(PERMISSION_MATRIX).sort()).toEqual([...PERMISSION_NAMES].sort());
  });

  it('gives a free teacher quick assignments but none of the paid clearsheets features', () => {
    const free = idx.effective('Teacher', ['CKF']);
    expect(free.teacher_quick_assignment).toEqual({ V: true, C: true, E: true, D: true });
    for (const paid of [
      'cs_clear_monitor',
      'cs_clearsheet_studio',
      'cs_crystal_inner_report',
      'cs_teacher_assignment_Feedback',
      'teacher_allowed_premuim_class',
    ] as const)
      expect(free[paid], paid).toBeUndefined();
  });

  it('gives a paid teacher the clearsheets features and no underwater-game reports', () => {
    const paid = idx.effective('Teacher', ['CKPD']);
    expect(paid.cs_clear_monitor?.V).toBe(true);
    expect(paid.cs_clearsheet_studio).toEqual({ V: true, C: true, E: true, D: true });
    expect(paid.teacher_allowed_premuim_class).toBeUndefined();
    expect(paid.abyss_dashboard_Score).toBeUndefined();
  });

  it('makes premium classes what Premium adds over Paid, for every role (decision 0045)', () => {
    const added = (role: (typeof ROLES)[number]) => {
      const paid = idx.effective(role, ['CKPD']);
      const premium = idx.effective(role, ['CKPM']);
      return Object.fromEntries(
        PERMISSION_NAMES.filter((name) => JSON.stringify(paid[name]) !== JSON.stringify(premium[name])).map((name) => [
          name,
          premium[name],
        ]),
      );
    };
    expect(Object.fromEntries(ROLES.map((role) => [role, added(role)]))).toMatchInlineSnapshot(`
      {
        "DistrictAdmin": {},
        "InstructionalCoach": {},
        "Principal": {},
        "SchoolAdmin": {},
        "Student": {},
        "Teacher": {
          "teacher_allowed_premuim_class": {
            "C": false,
            "D": false,
            "E": true,
            "V": true,
          },
        },
      }
    `);
  });

  it('lets school leaders view reports and the monitor but not author', () => {
    const principal = idx.effective('Principal', ['CKPD']);
    expect(principal.cs_crystal_inner_report?.V).toBe(true);
    expect(principal.cs_clear_monitor).toEqual({ V: true, C: false, E: false, D: false });
    expect(principal.cs_clearsheet_studio?.C).toBe(false);
    expect(idx.effective('InstructionalCoach', ['CKPD']).cs_clearsheet_studio?.C).toBe(true);
  });

  it('gives students only student permissions, whatever the license', () => {
    const student = idx.effective('Student', [...LICENSE_CODES]);
    expect(Object.keys(student).every((name) => name.startsWith('student_'))).toBe(true);
    expect(student.student_assignment?.V).toBe(true);
    expect(student.student_assignment?.D).toBe(false);
  });

  it('gives nothing without a license', () => {
    for (const role of ROLES) expect(idx.effective(role, [])).toEqual({});
  });

  it('unions the flags of several licenses', () => {
    const both = idx.effective('Teacher', ['CKF', 'APM']);
    expect(both.teacher_quick_assignment?.C).toBe(true);
    expect(both.teacher_tournaments?.D).toBe(true);
    expect(both.abyss_tournament_report?.V).toBe(true);
  });

  it('knows when a license, not the role, is what is missing', () => {
    expect(idx.licenseCouldGrant('Teacher', 'cs_clear_monitor', 'V')).toBe(true);
    expect(idx.licenseCouldGrant('Student', 'cs_clear_monitor', 'V')).toBe(false);
    expect(idx.licenseCouldGrant('Principal', 'cs_clearsheet_studio', 'D')).toBe(false);
  });

  it('never grants more with fewer licenses (monotone in licenses)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLES),
        fc.subarray([...LICENSE_CODES]),
        fc.subarray([...LICENSE_CODES]),
        (role, a, b) => {
          const small = idx.effective(role, a);
          const large = idx.effective(role, [...new Set([...a, ...b])]);
          for (const [name, flags] of Object.entries(small))
            for (const [flag, on] of Object.entries(flags))
              if (on) expect(large[name as keyof typeof large]?.[flag as 'V']).toBe(true);
        },
      ),
    );
  });

  it('round-trips through grant rows (what the database is seeded with)', () => {
    const rebuilt = createPermissionIndex(permissionGrantRows());
    for (const role of ROLES)
      for (const code of LICENSE_CODES) expect(rebuilt.effective(role, [code])).toEqual(idx.effective(role, [code]));
  });
});
