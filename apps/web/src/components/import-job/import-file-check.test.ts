import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkImportFile, importFileKind } from './import-file-check';

const MB = 1024 * 1024;
const file = (name: string, type = '', size = 100) => ({ name, type, size });

describe('importFileKind', () => {
  it('accepts CSV and XLSX by extension, whatever the case, with the types browsers report', () => {
    expect(importFileKind(file('students.csv', 'text/csv'), ['csv', 'xlsx'])).toBe('csv');
    expect(importFileKind(file('STUDENTS.CSV', 'application/vnd.ms-excel'), ['csv', 'xlsx'])).toBe('csv');
    expect(importFileKind(file('roster.xlsx', ''), ['csv', 'xlsx'])).toBe('xlsx');
    expect(
      importFileKind(file('roster.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), [
        'csv',
        'xlsx',
      ]),
    ).toBe('xlsx');
    expect(importFileKind(file('oneroster.zip', 'application/x-zip-compressed'), ['zip'])).toBe('zip');
  });

  it('refuses other extensions, no extension, and a type that contradicts the extension', () => {
    expect(importFileKind(file('students.xls'), ['csv', 'xlsx'])).toBeNull();
    expect(importFileKind(file('students.pdf', 'application/pdf'), ['csv', 'xlsx'])).toBeNull();
    expect(importFileKind(file('students'), ['csv', 'xlsx'])).toBeNull();
    expect(importFileKind(file('photo.csv', 'image/png'), ['csv', 'xlsx'])).toBeNull();
    expect(importFileKind(file('roster.zip', 'application/zip'), ['csv', 'xlsx'])).toBeNull();
    expect(importFileKind(file('students.csv.exe', 'application/x-msdownload'), ['csv'])).toBeNull();
  });
});

describe('checkImportFile', () => {
  it('passes a good file', () => {
    expect(checkImportFile(file('a.csv', 'text/csv', 2 * MB), ['csv', 'xlsx'], 50 * MB)).toBeNull();
  });

  it('reports the format first, then an empty file, then one too large', () => {
    expect(checkImportFile(file('a.txt', 'text/plain', 0), ['csv', 'xlsx'], 50 * MB)).toBe('format');
    expect(checkImportFile(file('a.csv', 'text/csv', 0), ['csv', 'xlsx'], 50 * MB)).toBe('empty');
    expect(checkImportFile(file('a.csv', 'text/csv', 50 * MB + 1), ['csv', 'xlsx'], 50 * MB)).toBe('tooLarge');
    expect(checkImportFile(file('a.csv', 'text/csv', 50 * MB), ['csv', 'xlsx'], 50 * MB)).toBeNull();
  });
});

describe('acceptAttribute', () => {
  it('lists extensions and types for the picker', () => {
    expect(acceptAttribute(['zip'])).toBe('.zip,application/zip');
    expect(acceptAttribute(['csv', 'xlsx'])).toContain('.xlsx');
  });
});
