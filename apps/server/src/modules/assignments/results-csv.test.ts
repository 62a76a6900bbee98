import { describe, expect, it } from 'vitest';
import { csvCell, resultsCsv, toCsv } from './results-csv';

describe('CSV cells', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    // Numbers are numbers: a score is never a formula.
    expect(csvCell(-0)).toBe('0');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Lopez, Mia')).toBe('"Lopez, Mia"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('starts with a byte-order mark and ends lines with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b', null],
      ]),
    ).toBe('\uFEFFa,1\r\nb,\r\n');
  });

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
});
