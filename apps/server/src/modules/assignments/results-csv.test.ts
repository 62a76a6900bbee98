import { describe, expect, it } from 'vitest';
import { resultsCsv } from './results-csv';

describe('results CSV', () => {
  it('writes one column per question, in order', () => {
    const csv = resultsCsv(
      [11, 12],
      [
        {
          name: 'Ava Pupil',
          className: 'Math 5',
          status: 'submitted',
          score: 3,
          maxScore: 5,
          percent: 60,
          submittedAt: '2030-01-01T10:00:00.000Z',
          points: new Map<number, number | 'pending'>([
            [12, 'pending'],
            [11, 3],
          ]),
        },
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFStudent,Class,Status,Score,Max score,Percent,Submitted at,Q1,Q2',
      'Ava Pupil,Math 5,Submitted,3,5,60,2030-01-01T10:00:00.000Z,3,pending',
      '',
    ]);
  });

  it('writes a name a spreadsheet would run as a formula as plain text', () => {
    const csv = resultsCsv(
      [],
      [
        {
          name: '=HYPERLINK("http://evil","x")',
          className: '@Math',
          status: 'not_started',
          score: null,
          maxScore: 5,
          percent: null,
          submittedAt: null,
          points: new Map(),
        },
      ],
    );
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://evil"",""x"")","'@Math",Not started,,5,,`);
  });

  it('writes the headers and statuses in Spanish for staff who chose Spanish', () => {
    const csv = resultsCsv(
      [11],
      [
        {
          name: 'Ava Pupil',
          className: 'Math 5',
          status: 'in_progress',
          score: null,
          maxScore: 5,
          percent: null,
          submittedAt: null,
          points: new Map<number, number | 'pending'>([[11, 'pending']]),
        },
      ],
      'es',
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFEstudiante,Clase,Estado,Puntuación,Puntuación máxima,Porcentaje,Entregada el,P1',
      'Ava Pupil,Math 5,En progreso,,5,,,pendiente',
      '',
    ]);
  });
});
