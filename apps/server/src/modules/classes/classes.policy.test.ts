import { describe, expect, it } from 'vitest';
import { caller } from '../../../test/kits/policy/caller';
import {
  abilitiesOf,
  type ClassAction,
  type ClassFacts,
  can,
  canCreate,
  gradeLicenseHolder,
  reachOf,
} from './classes.policy';

/** A class of school 10 in district 100; `callerTeaches` as given. */
const cls = (callerTeaches: boolean, over: Partial<ClassFacts> = {}): ClassFacts => ({
  schoolId: 10,
  districtId: 100,
  callerTeaches,
  ...over,
});
const ACTIONS: ClassAction[] = ['read', 'edit', 'delete', 'manageTeachers'];
const all = (value: boolean) => Object.fromEntries(ACTIONS.map((a) => [a, value]));
const readOnly = { read: true, edit: false, delete: false, manageTeachers: false };

describe('classes.policy can', () => {
  it.each([
    ['Teacher who teaches it', caller('Teacher'), cls(true), all(true)],
    ['Teacher of the school who does not teach it', caller('Teacher'), cls(false), all(false)],
    ['SchoolAdmin of its school', caller('SchoolAdmin'), cls(false), all(true)],
    ['SchoolAdmin of another school', caller('SchoolAdmin', { schoolId: 11 }), cls(false), all(false)],
    ['Principal of its school (looks only)', caller('Principal'), cls(false), readOnly],
    ['InstructionalCoach of its school (looks only)', caller('InstructionalCoach'), cls(false), readOnly],
    ['Principal of another school', caller('Principal', { schoolId: 11 }), cls(false), all(false)],
    ['DistrictAdmin of its district', caller('DistrictAdmin', { schoolId: null }), cls(false), all(true)],
    ['DistrictAdmin of another district', caller('DistrictAdmin', { districtId: 101 }), cls(false), all(false)],
    ['Student (even one enrolled)', caller('Student'), cls(true), all(false)],
  ])('%s', (_name, who, facts, expected) => {
    expect(Object.fromEntries(ACTIONS.map((a) => [a, can(who, a, facts)]))).toEqual(expected);
  });

  it('sends the same answers as abilities', () => {
    expect(abilitiesOf(caller('Principal'), cls(false))).toEqual({ edit: false, delete: false, manageTeachers: false });
    expect(abilitiesOf(caller('Teacher'), cls(true))).toEqual({ edit: true, delete: true, manageTeachers: true });
  });

  it('lets only teachers create a class', () => {
    const creators = (
      ['Student', 'Teacher', 'SchoolAdmin', 'Principal', 'InstructionalCoach', 'DistrictAdmin'] as const
    ).filter((role) => canCreate(caller(role)));
    expect(creators).toEqual(['Teacher']);
  });

  it('lists the same classes it lets each role see', () => {
    expect(reachOf(caller('Teacher'))).toEqual({ kind: 'teacher', teacherId: 1 });
    expect(reachOf(caller('Principal'))).toEqual({ kind: 'school', schoolId: 10 });
    expect(reachOf(caller('SchoolAdmin', { schoolId: null }))).toEqual({ kind: 'none' });
    expect(reachOf(caller('DistrictAdmin'))).toEqual({ kind: 'district', districtId: 100 });
    expect(reachOf(caller('Student'))).toEqual({ kind: 'enrolled', studentId: 1 });
  });

  it("takes a new grade's license from the primary teacher, else the teacher changing it, never an admin", () => {
    expect(gradeLicenseHolder(caller('SchoolAdmin'), 7)).toBe(7);
    expect(gradeLicenseHolder(caller('Teacher'), undefined)).toBe(1);
    expect(gradeLicenseHolder(caller('DistrictAdmin'), undefined)).toBeUndefined();
  });
});
