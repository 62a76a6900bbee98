import { describe, expect, it } from 'vitest';
import { type CsvCell, toCsv } from './csv-writer';

/** One cell as written inside a row (without the byte-order mark and the line end). */
const cell = (value: CsvCell) => toCsv([[value]]).slice(1, -2);

describe('CSV cells', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(cell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    // The leading quote makes the cell text; the cell is also put in quotes, which spreadsheets drop.
    expect(cell('=SUM(A1:A9)')).toBe(`"'=SUM(A1:A9)"`);
    expect(cell('@cmd')).toBe(`"'@cmd"`);
    expect(cell('=cmd|calc\nsecond line')).toBe(`"'=cmd|calc\nsecond line"`);
    // Numbers are numbers: a score is never a formula.
    expect(cell(-0)).toBe('0');
    expect(cell(-2)).toBe('-2');
    expect(cell(12.5)).toBe('12.5');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(cell('Lopez, Mia')).toBe('"Lopez, Mia"');
    expect(cell('say "hi"')).toBe('"say ""hi"""');
    expect(cell('two\nlines')).toBe('"two\nlines"');
    expect(cell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(cell(null)).toBe('');
    expect(cell(Number.NaN)).toBe('');
  });

  it('keeps accents as they are', () => {
    expect(cell('Zoë Núñez')).toBe('Zoë Núñez');
  });

  it('starts with a byte-order mark and ends lines with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b', null],
      ]),
    ).toBe('\uFEFFa,1\r\nb,\r\n');
  });
});

describe('CSV in the reader language', () => {
  const rows: CsvCell[][] = [
    ['Student', 'Status', 'Score', 'Q1', 'Q12', 'Fractions quiz'],
    ['Mia Lopez', 'Submitted', 8, 'Yes', 'Meets Grade Level', 'In progress'],
  ];

  it('writes headers and fixed words in Spanish, and names, titles and numbers as they are', () => {
    const lines = toCsv(rows, 'es').slice(1).split('\r\n');
    expect(lines[0]).toBe('Estudiante,Estado,Puntuación,P1,P12,Fractions quiz');
    expect(lines[1]).toBe('Mia Lopez,Entregadas,8,Sí,Cumple el nivel de grado,En progreso');
  });

  it('leaves English files as the writers spell them', () => {
    expect(toCsv(rows, 'en')).toBe(toCsv(rows));
    expect(toCsv(rows).slice(1).split('\r\n')[0]).toBe('Student,Status,Score,Q1,Q12,Fractions quiz');
  });
});
