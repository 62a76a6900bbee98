import { USERNAME_PATTERN } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { fileModes, Table } from './oneroster-csv';
import {
  derivedUsernameBase,
  isDerivedFrom,
  lowestGrade,
  mapRole,
  mapSubject,
  oldColumnProblems,
  parseBool,
  parseGrades,
  parseStatus,
} from './oneroster-vocab';

describe('OneRoster vocabularies', () => {
  it('maps CEDS grades to ours and names what is not a grade', () => {
    expect(parseGrades('KG, 01,09,12')).toEqual({ grades: ['K', '1', '9', '12'], invalid: [] });
    expect(parseGrades('PK,13,Other,5')).toEqual({ grades: [null, null, null, '5'], invalid: [] });
    expect(parseGrades('5th,Grade 3')).toEqual({ grades: [], invalid: ['5th', 'Grade 3'] });
    expect(parseGrades('')).toEqual({ grades: [], invalid: [] });
    expect(lowestGrade(['10', null, 'K', '9'])).toBe('K');
    expect(lowestGrade([null])).toBeNull();
  });

  it('maps roles, by where they are held', () => {
    expect(mapRole('student', true)).toBe('Student');
    expect(mapRole('Teacher', true)).toBe('Teacher');
    expect(mapRole('administrator', true)).toBe('SchoolAdmin');
    expect(mapRole('siteAdministrator', false)).toBe('DistrictAdmin');
    expect(mapRole('districtAdministrator', true)).toBe('DistrictAdmin');
    expect(mapRole('aide', true)).toBeNull();
    expect(mapRole('parent', true)).toBeNull();
  });

  it('maps subjects from words, then SCED codes, else Math', () => {
    expect(mapSubject({ subjects: 'Algebra I', subjectCodes: '' })).toBe('Math');
    expect(mapSubject({ subjects: 'English Language Arts', subjectCodes: '' })).toBe('Reading');
    expect(mapSubject({ subjects: 'Creative Writing', subjectCodes: '' })).toBe('Writing');
    expect(mapSubject({ subjects: 'Biology', subjectCodes: '' })).toBe('Science');
    expect(mapSubject({ subjects: 'World History', subjectCodes: '' })).toBe('Social Studies');
    expect(mapSubject({ subjects: '', subjectCodes: '03001' })).toBe('Science');
    expect(mapSubject({ subjects: '', subjectCodes: '' }, { subjects: 'Geometry', subjectCodes: '' })).toBe('Math');
    expect(mapSubject({ subjects: 'Band', subjectCodes: '05101' })).toBe('Math');
  });

  it('reads status and booleans strictly', () => {
    expect(parseStatus('')).toBe('active');
    expect(parseStatus('TobeDeleted')).toBe('tobedeleted');
    expect(parseStatus('inactive')).toBeNull();
    expect(parseBool('', true)).toBe(true);
    expect(parseBool('FALSE', true)).toBe(false);
    expect(parseBool('yes', true)).toBeNull();
  });

  it("reads the manifest's file lines, ignoring what it does not know", () => {
    const manifest = new Table(
      'manifest.csv',
      ['propertyName', 'value'],
      [
        ['file.courses', 'absent'],
        ['file.users', 'BULK'],
        ['file.enrollments', 'delta'],
        ['fiel.demographics', 'absent'],
        ['file.userProfiles', ''],
      ],
      [],
    );
    expect(fileModes(manifest)).toEqual({ courses: 'absent', users: 'bulk', enrollments: 'delta' });
    expect(fileModes(undefined)).toEqual({});
  });

  it('names OneRoster 1.0 columns only when the current name is not there too', () => {
    const classes = new Table('classes.csv', ['sourcedId', 'grade'], [], []);
    const users = new Table('users.csv', ['sourcedId', 'userId', 'userIds'], [], []);
    expect(oldColumnProblems({ classes, users })).toEqual([
      {
        file: 'classes.csv',
        row: 1,
        column: 'grade',
        message: '"grade" is a OneRoster 1.0 column; OneRoster 1.1 and 1.2 name it "grades" (rename the column)',
      },
    ]);
  });

  it('derives a username that signs in here from one a system wrote, the same every time', () => {
    expect(derivedUsernameBase('Mary Archer', 'u1')).toBe('mary.archer');
    expect(derivedUsernameBase('  José  Núñez-Ortiz ', 'u1')).toBe('jose.nunez.ortiz');
    expect(derivedUsernameBase('山田 太郎', 'stu-0042')).toBe('user.stu.0042');
    expect(derivedUsernameBase('Li', '')).toBe('user.account');
    const long = derivedUsernameBase('A'.repeat(80), 'x');
    for (const name of ['Mary Archer', '  José  Núñez-Ortiz ', '山田 太郎', 'Li', 'A'.repeat(80), '__--..!!']) {
      const base = derivedUsernameBase(name, 'u-9');
      expect(`${base}-99`, name).toMatch(USERNAME_PATTERN);
      expect(derivedUsernameBase(name, 'u-9')).toBe(base);
    }
    expect(long.length).toBeLessThanOrEqual(34);
    expect(isDerivedFrom('mary.archer-3', 'mary.archer')).toBe(true);
    expect(isDerivedFrom('mary.archer.x', 'mary.archer')).toBe(false);
  });
});
