import { describe, expect, it } from 'vitest';
import { parseNameLine, parseNameList } from './name-list';

describe('parseNameList', () => {
  it('reads "First Last" one per line and skips blank lines', () => {
    expect(parseNameList('Mia Lopez\n\n  Ben Carter  \r\nAna Garcia').students).toEqual([
      { firstName: 'Mia', lastName: 'Lopez', username: '', password: '' },
      { firstName: 'Ben', lastName: 'Carter', username: '', password: '' },
      { firstName: 'Ana', lastName: 'Garcia', username: '', password: '' },
    ]);
  });

  it('keeps double surnames together as the last name', () => {
    expect(parseNameLine('María  García López')).toMatchObject({ firstName: 'María', lastName: 'García López' });
  });

  it('reads "Last, First" so two-word first names survive', () => {
    expect(parseNameLine('Smith, Mary Ann')).toMatchObject({ firstName: 'Mary Ann', lastName: 'Smith' });
  });

  it('reads spreadsheet columns separated by tabs, with optional username and password', () => {
    expect(parseNameList('First Name\tLast Name\tUsername\tPassword\nMia\tLopez\tmia.l\tsun42').students).toEqual([
      { firstName: 'Mia', lastName: 'Lopez', username: 'mia.l', password: 'sun42' },
    ]);
  });

  it('drops list numbering and bullets', () => {
    expect(
      parseNameList('1. Mia Lopez\n2) Ben Carter\n- Ana Garcia\n• Leo Park').students.map((s) => s.firstName),
    ).toEqual(['Mia', 'Ben', 'Ana', 'Leo']);
  });

  it('keeps a single word as a first name so the row asks for the last name', () => {
    expect(parseNameLine('Cher')).toEqual({ firstName: 'Cher', lastName: '', username: '', password: '' });
  });

  it('counts lines that hold no name', () => {
    const parsed = parseNameList('Mia Lopez\n,\n , \n\t\t');
    expect(parsed.students).toHaveLength(1);
    expect(parsed.skipped).toBe(2);
  });

  it('returns nothing for an empty paste', () => {
    expect(parseNameList('  \n \n')).toEqual({ students: [], skipped: 0 });
  });
});
