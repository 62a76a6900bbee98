import { describe, expect, it } from 'vitest';
import { csvCellIn } from './reports/csv-words';
import { GRADES, gradeLabelIn, SUBJECTS, subjectLabelIn } from './rosters';

describe('grades and subjects as people read them', () => {
  it('are named in English and in Spanish as Texas schools name them', () => {
    expect(gradeLabelIn('en', 'K')).toBe('Kindergarten');
    expect(gradeLabelIn('en', '5')).toBe('Grade 5');
    expect(gradeLabelIn('es', 'K')).toBe('Kínder');
    expect(gradeLabelIn('es', '12')).toBe('Grado 12');
    expect(subjectLabelIn('en', 'Social Studies')).toBe('Social Studies');
    expect(subjectLabelIn('es', 'Math')).toBe('Matemáticas');
    expect(subjectLabelIn('es', 'Social Studies')).toBe('Estudios sociales');
  });

  it('have a Spanish name for every grade and subject, unlike the English one', () => {
    for (const grade of GRADES) expect(gradeLabelIn('es', grade)).not.toBe(gradeLabelIn('en', grade));
    for (const subject of SUBJECTS) expect(subjectLabelIn('es', subject)).not.toBe(subject);
  });

  it('leave a code or name they do not know as it is', () => {
    expect(gradeLabelIn('es', 'PK')).toBe('PK');
    expect(gradeLabelIn('es', 'toString')).toBe('toString');
    expect(subjectLabelIn('es', 'Art')).toBe('Art');
  });

  it('write a subject cell of a Spanish CSV file in Spanish, and grades as their codes', () => {
    expect(csvCellIn('es', 'Science')).toBe('Ciencias');
    expect(csvCellIn('en', 'Science')).toBe('Science');
    expect(csvCellIn('es', '5')).toBe('5');
  });
});
