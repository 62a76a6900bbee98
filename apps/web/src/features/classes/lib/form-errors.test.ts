import { MESSAGES } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { classFieldsFilled, serverFieldErrors, validateCreateClass, validateNewStudents } from './form-errors';
import { blankRow, type StudentRow } from './student-rows';

const row = (patch: Partial<StudentRow>): StudentRow => ({ ...blankRow(), ...patch });

describe('validateCreateClass', () => {
  it('gives the spec messages for an empty form', () => {
    const result = validateCreateClass({ grade: null, name: '  ', subject: null, students: [blankRow()] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      grade: MESSAGES.gradeRequired,
      name: MESSAGES.classNameRequired,
      subject: MESSAGES.subjectRequired,
      students: MESSAGES.addStudents,
    });
  });

  it('flags a row by its place in the form, skipping blank rows', () => {
    const result = validateCreateClass({
      grade: '3',
      name: 'Reading',
      subject: 'Reading',
      students: [
        blankRow(),
        row({ firstName: 'Mia', lastName: 'Lopez' }),
        row({ firstName: 'Ben', password: 'a b c d' }),
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'students.2.lastName': 'Last name is required',
      'students.2.password': MESSAGES.noSpaceAccepted,
    });
  });

  it('returns the request with blank username and password left out', () => {
    const result = validateCreateClass({
      grade: 'K',
      name: ' Room 4 ',
      subject: 'Math',
      students: [row({ firstName: 'Mia', lastName: 'Lopez', username: 'Mia.L' }), blankRow()],
    });
    expect(result).toEqual({
      ok: true,
      indexMap: [0],
      data: {
        grade: 'K',
        name: 'Room 4',
        subject: 'Math',
        students: [{ firstName: 'Mia', lastName: 'Lopez', username: 'mia.l', password: undefined }],
      },
    });
  });
});

describe('validateNewStudents', () => {
  it('asks for students when every row is blank', () => {
    expect(validateNewStudents([blankRow()])).toEqual({ ok: false, errors: { students: MESSAGES.addStudents } });
  });
});

describe('serverFieldErrors', () => {
  it('drops the "body." prefix and maps row indexes back to the form', () => {
    expect(
      serverFieldErrors(
        [
          { field: 'body.grade', message: 'for your license you have access of grade 5' },
          { field: 'students.1.username', message: MESSAGES.usernameTaken },
        ],
        [0, 3],
      ),
    ).toEqual({ grade: 'for your license you have access of grade 5', 'students.3.username': MESSAGES.usernameTaken });
  });
});

describe('classFieldsFilled', () => {
  it('needs grade, a non-blank name and subject', () => {
    expect(classFieldsFilled({ grade: '3', name: ' ', subject: 'Math' })).toBe(false);
    expect(classFieldsFilled({ grade: null, name: 'A', subject: 'Math' })).toBe(false);
    expect(classFieldsFilled({ grade: '3', name: 'A', subject: 'Math' })).toBe(true);
  });
});
