import { describe, expect, it } from 'vitest';
import { caller } from '../../../test/kits/policy/caller';
import type { Caller } from '../../platform/auth/access-tokens';
import { abilitiesOf, can, type WorksheetFacts } from './worksheets.policy';

/** A worksheet of teacher 2 at school 10, unless changed. */
const ws = (over: Partial<WorksheetFacts> = {}): WorksheetFacts => ({
  isLibrary: false,
  ownerId: 2,
  schoolId: 10,
  sharedWithCaller: false,
  ...over,
});
const answers = (who: Caller, facts: WorksheetFacts) => ({
  read: can(who, 'read', facts),
  edit: can(who, 'edit', facts),
});

describe('worksheets.policy can', () => {
  const readOnly = { read: true, edit: false };
  const none = { read: false, edit: false };
  it.each([
    ['its owner', caller('Teacher', { userId: 2 }), ws(), { read: true, edit: true }],
    ['another teacher of the school', caller('Teacher'), ws(), none],
    ['a teacher it was shared with', caller('Teacher'), ws({ sharedWithCaller: true }), readOnly],
    ['anyone, for the library', caller('Teacher'), ws({ isLibrary: true, ownerId: null, schoolId: null }), readOnly],
    ['a student, for the library', caller('Student'), ws({ isLibrary: true, ownerId: null, schoolId: null }), readOnly],
    ["a school admin of the owner's school", caller('SchoolAdmin'), ws(), readOnly],
    ["a principal of the owner's school", caller('Principal'), ws(), readOnly],
    ["a coach of the owner's school", caller('InstructionalCoach'), ws(), readOnly],
    ['a principal of another school', caller('Principal', { schoolId: 11 }), ws(), none],
    ['a district admin (not a school reader)', caller('DistrictAdmin'), ws(), none],
  ])('%s', (_name, who, facts, expected) => {
    expect(answers(who, facts)).toEqual(expected);
  });

  it("tells the card's canEdit: the owner whose license lets them author", () => {
    expect(abilitiesOf({ userId: 2, canAuthor: true }, { ownerId: 2 })).toEqual({ edit: true });
    expect(abilitiesOf({ userId: 2, canAuthor: false }, { ownerId: 2 })).toEqual({ edit: false });
    expect(abilitiesOf({ userId: 1, canAuthor: true }, { ownerId: 2 })).toEqual({ edit: false });
    expect(abilitiesOf({ userId: 1, canAuthor: true }, { ownerId: null })).toEqual({ edit: false });
  });
});
