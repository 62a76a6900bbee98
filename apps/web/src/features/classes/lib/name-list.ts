// Teachers paste names from a spreadsheet, a class list in an email or a typed list; this turns any of those
// into student rows so a class of 25 takes seconds, not 100 keystrokes.

export interface PastedStudent {
  firstName: string;
  lastName: string;
  username: string;
  password: string;
}

export interface ParsedNameList {
  students: PastedStudent[];
  /** Lines that held no name (blank lines and header rows are not counted). */
  skipped: number;
}

const HEADER = /^first\s*name\b/i;
const LIST_MARKER = /^(?:\d{1,3}[.)]|[-*\u2022])\s+/;

function cleanLine(line: string): string {
  return line.replace(LIST_MARKER, '').trim();
}

/** One line: tabs (spreadsheet columns First, Last, Username, Password), "Last, First" or "First Last...". */
export function parseNameLine(line: string): PastedStudent | null {
  const text = cleanLine(line);
  if (!text) return null;
  if (text.includes('\t')) {
    const [firstName = '', lastName = '', username = '', password = ''] = text.split('\t').map((c) => c.trim());
    if (!firstName && !lastName) return null;
    return { firstName, lastName, username, password };
  }
  const comma = text.indexOf(',');
  if (comma >= 0) {
    const lastName = text.slice(0, comma).trim().replace(/\s+/g, ' ');
    const firstName = text
      .slice(comma + 1)
      .replace(/,/g, ' ')
      .trim()
      .replace(/\s+/g, ' ');
    if (!firstName && !lastName) return null;
    return { firstName, lastName, username: '', password: '' };
  }
  // "Maria Garcia Lopez": the first word is the first name and the rest the last name, which keeps Spanish
  // double surnames together; two-word first names can be pasted as "Last, First".
  const [firstName = '', ...rest] = text.split(/\s+/);
  return { firstName, lastName: rest.join(' '), username: '', password: '' };
}

/** Why: one student per line, in whatever shape the teacher's list came in; headers and blanks are dropped. */
export function parseNameList(text: string): ParsedNameList {
  const students: PastedStudent[] = [];
  let skipped = 0;
  for (const [index, raw] of text.split(/\r\n|\r|\n/).entries()) {
    if (!raw.trim()) continue;
    if (index === 0 && HEADER.test(raw.trim())) continue;
    const student = parseNameLine(raw);
    if (student) students.push(student);
    else skipped += 1;
  }
  return { students, skipped };
}
