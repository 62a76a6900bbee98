import {
  type TCreateClassRequest,
  type TNewStudent,
  ZAddStudentsRequest,
  ZCreateClassRequest,
} from '@clearsheets/shared';
import type { FieldError } from '../../../lib/api-error';
import { filledRows, type StudentRow, toNewStudent } from './student-rows';

// Form errors keyed the way Mantine form keys them ("grade", "students", "students.2.firstName"), from the
// shared schemas (so the messages are the spec's) and from the server's problem JSON.

export type FormErrors = Record<string, string>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message per field path; `indexMap` turns an index in the sent list into the form row's index. */
export function issuesToErrors(issues: readonly Issue[], indexMap: readonly number[] = []): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (path[0] === 'students' && path[1] !== undefined && /^\d+$/.test(path[1])) {
      path[1] = String(indexMap[Number(path[1])] ?? path[1]);
    }
    const key = path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The server names fields as "body.students.0.username"; the form knows them without "body.". */
export function serverFieldErrors(fields: readonly FieldError[], indexMap: readonly number[] = []): FormErrors {
  return issuesToErrors(
    fields.map((f) => ({ path: f.field.replace(/^body\./, '').split('.'), message: f.message })),
    indexMap,
  );
}

export interface ClassFormValues {
  grade: string | null;
  name: string;
  subject: string | null;
  students: StudentRow[];
}

export type Validated<T> = { ok: true; data: T; indexMap: number[] } | { ok: false; errors: FormErrors };

/** The create-class form checked with ZCreateClassRequest; blank rows are left out, not flagged. */
export function validateCreateClass(values: ClassFormValues): Validated<TCreateClassRequest> {
  const filled = filledRows(values.students);
  const indexMap = filled.map((f) => f.index);
  const parsed = ZCreateClassRequest.safeParse({
    grade: values.grade ?? undefined,
    name: values.name,
    subject: values.subject ?? undefined,
    students: filled.map((f) => toNewStudent(f.row)),
  });
  if (parsed.success) return { ok: true, data: parsed.data, indexMap };
  return { ok: false, errors: issuesToErrors(parsed.error.issues, indexMap) };
}

/** The add-students rows checked with ZAddStudentsRequest (new students only). */
export function validateNewStudents(rows: StudentRow[]): Validated<{ students: TNewStudent[] }> {
  const filled = filledRows(rows);
  const indexMap = filled.map((f) => f.index);
  const parsed = ZAddStudentsRequest.safeParse({ students: filled.map((f) => toNewStudent(f.row)) });
  if (parsed.success) return { ok: true, data: { students: parsed.data.students }, indexMap };
  const errors = issuesToErrors(parsed.error.issues, indexMap);
  // The "at least one student" rule sits on the whole object (empty path): show it under the rows.
  if (errors[''] !== undefined) {
    errors.students = errors[''];
    delete errors[''];
  }
  return { ok: false, errors };
}

/** True when grade, class name and subject are all filled: students may be added only after them. */
export const classFieldsFilled = (values: Pick<ClassFormValues, 'grade' | 'name' | 'subject'>): boolean =>
  !!values.grade && values.name.trim().length > 0 && !!values.subject;
