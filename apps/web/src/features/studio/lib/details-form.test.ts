import { MESSAGES } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { changeDetails, emptyDetails, validateDetails } from './details-form';

describe('worksheet details', () => {
  it('asks for a title, a grade and a subject with the spec messages', () => {
    const result = validateDetails(emptyDetails());
    expect(result).toEqual({
      ok: false,
      errors: { title: 'Title is required', grade: MESSAGES.gradeRequired, subjectId: MESSAGES.subjectRequired },
    });
  });

  it('builds the request once filled in', () => {
    const values = { ...emptyDetails({ grade: '5', subjectId: 1 }), title: ' Fractions ', standardIds: [3] };
    expect(validateDetails(values)).toEqual({
      ok: true,
      body: { title: 'Fractions', description: '', grade: '5', subjectId: 1, domainId: null, standardIds: [3] },
    });
  });

  it('takes remembered defaults only when they are valid', () => {
    expect(emptyDetails({ grade: '13', subjectId: -1 })).toMatchObject({ grade: null, subjectId: null });
    expect(emptyDetails({ grade: 'K', subjectId: 2 })).toMatchObject({ grade: 'K', subjectId: 2 });
  });

  it('empties topic and standards when grade or subject changes', () => {
    const values = { ...emptyDetails({ grade: '5', subjectId: 1 }), domainId: 4, standardIds: [9] };
    expect(changeDetails(values, { grade: '6' })).toMatchObject({ domainId: null, standardIds: [] });
    expect(changeDetails(values, { title: 'x' })).toMatchObject({ domainId: 4, standardIds: [9] });
  });
});
