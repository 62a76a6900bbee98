// Grades, subjects and the roster rules both the forms and the server apply.

export const GRADES = ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export type Grade = (typeof GRADES)[number];
export const GRADE_LABELS: Record<Grade, string> = Object.fromEntries(
  GRADES.map((g) => [g, g === 'K' ? 'Kindergarten' : `Grade ${g}`]),
) as Record<Grade, string>;

export const SUBJECTS = ['Math', 'Reading', 'Science', 'Social Studies', 'Writing'] as const;
export type Subject = (typeof SUBJECTS)[number];

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Usernames: lower-case letters, digits, dots, dashes and underscores; 3 to 40 characters. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,39}$/;
/** Student passwords a teacher chooses: 4 to 64 characters, no spaces (spec: "No space accepted"). */
export const STUDENT_PASSWORD_PATTERN = /^\S{4,64}$/;

/** The columns of the student import sample file, in order (spec: files must match the sample). */
export const STUDENT_IMPORT_COLUMNS = ['First Name', 'Last Name', 'Username', 'Password', 'Grade'] as const;
/** Rows an import file may hold. */
export const STUDENT_IMPORT_MAX_ROWS = 20_000;
/** Largest upload accepted for imports (a OneRoster zip of a large district fits). */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
