import type { PastedStudent } from './name-list';

// The "Add students" rows of the create-class flow and of the add-students dialog.

export interface StudentRow extends PastedStudent {
  /** A stable React key: rows are added and removed in the middle of the list. */
  key: string;
}

let counter = 0;
const nextKey = () => {
  counter += 1;
  return `row-${counter}`;
};

export const blankRow = (): StudentRow => ({ key: nextKey(), firstName: '', lastName: '', username: '', password: '' });

/** A row the teacher has not typed into: ignored on submit rather than flagged. */
export const isBlankRow = (row: PastedStudent): boolean =>
  !row.firstName.trim() && !row.lastName.trim() && !row.username.trim() && !row.password.trim();

export interface FillResult {
  rows: StudentRow[];
  added: number;
  /** Students that did not fit under the class limit. */
  refused: number;
}

/** Why: pasted names first fill the blank rows the teacher already opened, then extend the list, never past
 * the class's limit (30 on a free license). */
export function fillRows(rows: StudentRow[], incoming: PastedStudent[], limit: number | null): FillResult {
  const kept = rows.filter((row) => !isBlankRow(row));
  const room = limit === null ? incoming.length : Math.max(0, limit - kept.length);
  const accepted = incoming.slice(0, room);
  const blanks = rows.filter(isBlankRow);
  const added = accepted.map((student, i) => ({ ...student, key: blanks[i]?.key ?? nextKey() }));
  // Keep the typed rows where they were; the pasted ones take the blank rows' places, then go at the end.
  const out: StudentRow[] = [];
  let next = 0;
  for (const row of rows) {
    if (!isBlankRow(row)) out.push(row);
    else if (next < added.length) out.push(added[next++] as StudentRow);
  }
  out.push(...added.slice(next));
  return { rows: out, added: accepted.length, refused: incoming.length - accepted.length };
}

/** Rows that count as students (not blank), with their index in the form for mapping errors back. */
export function filledRows(rows: StudentRow[]): { row: StudentRow; index: number }[] {
  return rows.map((row, index) => ({ row, index })).filter(({ row }) => !isBlankRow(row));
}

/** The request's student shape: the form's strings, without the React key. */
export const toNewStudent = ({ firstName, lastName, username, password }: StudentRow) => ({
  firstName,
  lastName,
  username,
  password,
});
