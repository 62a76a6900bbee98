import { describe, expect, it } from 'vitest';
import { foldAccents, foldForSearch, matchesPerson, matchesSearch, searchPeople } from './text-search';

describe('foldAccents', () => {
  it('drops accents and case, and turns compatibility forms into plain letters', () => {
    expect(foldAccents('José NÚÑEZ')).toBe('jose nunez');
    expect(foldAccents('Zoë Çelik')).toBe('zoe celik');
    expect(foldAccents('İpek')).toBe('ipek');
    expect(foldAccents('ﬁona ＪＯＳＥ')).toBe('fiona jose');
  });

  it('leaves letters without a separable accent to the caller (usernames cut them)', () => {
    expect(foldAccents('Straße Ørsted')).toBe('straße ørsted');
    expect(foldAccents('x^2')).toBe('x^2');
  });
});

describe('foldForSearch', () => {
  it('folds accents, case, ñ and letters typed as plain Latin ones', () => {
    expect(foldForSearch('Peña')).toBe('pena');
    expect(foldForSearch('STRAẞE Straße')).toBe('strasse strasse');
    expect(foldForSearch('Søren Łukasz Æsir')).toBe('soren lukasz aesir');
    expect(foldForSearch('Kaʻiulani')).toBe('kaiulani');
  });

  it('collapses white space and trims the ends', () => {
    expect(foldForSearch('  Ana \t\u00a0 María\n')).toBe('ana maria');
  });
});

describe('matchesSearch', () => {
  it('needs every word, in any order, ignoring accents and case', () => {
    expect(matchesSearch('Fracciones: ½ y más', 'MAS fracc')).toBe(true);
    expect(matchesSearch('Fractions review', 'fractions quiz')).toBe(false);
  });

  it('matches everything for a blank search', () => {
    expect(matchesSearch('anything', '')).toBe(true);
    expect(matchesSearch('anything', '  \t ')).toBe(true);
  });
});

describe('searching people', () => {
  const people = [
    { id: 1, firstName: 'José', lastName: 'Peña', username: 'jpena' },
    { id: 2, firstName: 'Mia', lastName: 'Strauß', username: 'mstrau' },
    { id: 3, firstName: 'Ana', lastName: 'Garcia', username: 'agarcia2' },
  ];

  it('looks in first name, last name and username', () => {
    expect(searchPeople(people, 'jose pena').map((p) => p.id)).toEqual([1]);
    expect(searchPeople(people, '  STRAUSS   mia ').map((p) => p.id)).toEqual([2]);
    expect(searchPeople(people, 'garcia2').map((p) => p.id)).toEqual([3]);
    expect(searchPeople(people, 'nobody')).toEqual([]);
    expect(matchesPerson(people[0]!, 'JOSÉ')).toBe(true);
  });

  it('keeps everyone, in order, for a blank search', () => {
    expect(searchPeople(people, ' ').map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
