// Text folded the way people type it: "jose" finds "José", "NUNEZ" finds "Núñez", "strasse" finds "Straße".
// The accent fold is also where generated usernames and file names start (then cut to plain ASCII).

/** Lower case without accents; compatibility forms become plain ones ("ﬁ" -> "fi", full-width -> ASCII). Only
 * the combining accents go: any other mark or sign stays for the caller (a file name makes it a dash). */
export const foldAccents = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Letters that carry no separable accent but that people type as plain Latin letters. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd' };
const NOT_DECOMPOSABLE = new RegExp(`[${Object.keys(PLAIN_LETTERS).join('')}]`, 'g');

/** A text as a search compares it: accents, other diacritics ("Kaʻiulani") and case folded, runs of white
 * space one space, no ends. */
export const foldForSearch = (text: string): string =>
  foldAccents(text)
    .replace(/\p{Diacritic}/gu, '')
    .replace(NOT_DECOMPOSABLE, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();

const wordsOf = (query: string) => foldForSearch(query).split(' ').filter(Boolean);
const holdsEvery = (text: string, words: readonly string[]) => {
  const haystack = foldForSearch(text);
  return words.every((word) => haystack.includes(word));
};

/** Whether the text holds every word of the search, in any order; a blank search matches everything. */
export const matchesSearch = (text: string, query: string): boolean => holdsEvery(text, wordsOf(query));

export interface SearchablePerson {
  firstName: string;
  lastName: string;
  username: string;
}

const personText = (p: SearchablePerson) => `${p.firstName} ${p.lastName} ${p.username}`;

/** Whether every word typed appears in the person's first name, last name or username. */
export const matchesPerson = (person: SearchablePerson, query: string): boolean =>
  matchesSearch(personText(person), query);

/** The people whose names or username hold every word of the search, in their order (all of them for a blank
 * search); the search is folded once, not once per person. */
export function searchPeople<T extends SearchablePerson>(people: readonly T[], query: string): T[] {
  const words = wordsOf(query);
  return words.length === 0 ? [...people] : people.filter((p) => holdsEvery(personText(p), words));
}
