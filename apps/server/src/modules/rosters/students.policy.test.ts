import { describe, expect, it } from 'vitest';
import { caller } from '../../../test/kits/policy/caller';
import type { Caller } from '../../platform/auth/access-tokens';
import { can, enrollReachOf, mayReadPassword, type StudentFacts } from './students.policy';

/** Student 5 of school 10, district 100. */
const student = (callerTeaches: boolean, over: Partial<StudentFacts> = {}): StudentFacts => ({
  id: 5,
  schoolId: 10,
  districtId: 100,
  callerTeaches,
  ...over,
});
const answers = (who: Caller, facts: StudentFacts) => ({
  read: can(who, 'read', facts),
  edit: can(who, 'edit', facts),
});

describe('students.policy can', () => {
  it.each([
    [
      'the student themself (reads only)',
      caller('Student', { userId: 5 }),
      student(false),
      { read: true, edit: false },
    ],
    ['another student', caller('Student'), student(false), { read: false, edit: false }],
    ['a teacher who teaches or taught them', caller('Teacher'), student(true), { read: true, edit: true }],
    ['a teacher of the school who never taught them', caller('Teacher'), student(false), { read: false, edit: false }],
    ['a school admin of their school', caller('SchoolAdmin'), student(false), { read: true, edit: true }],
    ['a principal of their school (looks only)', caller('Principal'), student(false), { read: true, edit: false }],
    ['a coach of their school (looks only)', caller('InstructionalCoach'), student(false), { read: true, edit: false }],
    [
      'a principal of another school',
      caller('Principal', { schoolId: 11 }),
      student(false),
      { read: false, edit: false },
    ],
    ['a district admin of their district', caller('DistrictAdmin'), student(false), { read: true, edit: true }],
    [
      'a district admin of another',
      caller('DistrictAdmin', { districtId: 9 }),
      student(false),
      { read: false, edit: false },
    ],
    [
      'a leader without a school',
      caller('SchoolAdmin', { schoolId: null }),
      student(false, { schoolId: null }),
      { read: false, edit: false },
    ],
  ])('%s', (_name, who, facts, expected) => {
    expect(answers(who, facts)).toEqual(expected);
  });

  it('adds existing students within reach only (decision 0015)', () => {
    const school = { schoolId: 10, districtId: 100 };
    expect(enrollReachOf(caller('Teacher'), school)).toBe('taught');
    expect(enrollReachOf(caller('SchoolAdmin'), school)).toBe('school');
    expect(enrollReachOf(caller('SchoolAdmin', { schoolId: 11 }), school)).toBe('none');
    expect(enrollReachOf(caller('DistrictAdmin'), school)).toBe('school');
    expect(enrollReachOf(caller('DistrictAdmin', { districtId: 9 }), school)).toBe('none');
    expect(enrollReachOf(caller('Principal'), school)).toBe('none');
    expect(enrollReachOf(caller('InstructionalCoach'), school)).toBe('none');
  });

  it("shows a card's password only when it was set for the class's roster", () => {
    const teachers = new Set([2]);
    expect(mayReadPassword(caller('Teacher'), 7, teachers, { setBy: 99, rosterClassId: 7 })).toBe(true);
    expect(mayReadPassword(caller('Teacher'), 7, teachers, { setBy: 1, rosterClassId: null })).toBe(true);
    expect(mayReadPassword(caller('Teacher'), 7, teachers, { setBy: 2, rosterClassId: 8 })).toBe(true);
    expect(mayReadPassword(caller('Teacher'), 7, teachers, { setBy: 3, rosterClassId: 8 })).toBe(false);
    expect(mayReadPassword(caller('Teacher'), 7, teachers, { setBy: null, rosterClassId: null })).toBe(false);
  });
});
