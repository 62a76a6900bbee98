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

/** Grades as Spanish-speaking schools in Texas name them ("Kínder", "Grado 5"), beside GRADE_LABELS. */
export const GRADE_LABELS_ES: Record<Grade, string> = Object.fromEntries(
  GRADES.map((g) => [g, g === 'K' ? 'Kínder' : `Grado ${g}`]),
) as Record<Grade, string>;

/** The subjects in Spanish. The database's subjects carry these English names, which stay the stored value. */
export const SUBJECT_LABELS_ES: Record<Subject, string> = {
  Math: 'Matemáticas',
  Reading: 'Lectura',
  Science: 'Ciencias',
  'Social Studies': 'Estudios sociales',
  Writing: 'Escritura',
};

/** A grade as people read it in `language` ("Grade 5", "Grado 5"); a code we do not know stays as it is. */
export function gradeLabelIn(language: Language, grade: string): string {
  if (!Object.hasOwn(GRADE_LABELS, grade)) return grade;
  return (language === 'es' ? GRADE_LABELS_ES : GRADE_LABELS)[grade as Grade];
}

/** A subject's name in `language` ("Math", "Matemáticas"); a subject we do not know stays as it is. */
export function subjectLabelIn(language: Language, subject: string): string {
  return language === 'es' && Object.hasOwn(SUBJECT_LABELS_ES, subject)
    ? SUBJECT_LABELS_ES[subject as Subject]
    : subject;
}

/** Usernames: lower-case letters, digits, dots, dashes and underscores; 3 to 40 characters. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,39}$/;
/** Student passwords a teacher chooses: 4 to 64 characters, no spaces (spec: "No space accepted"). */
export const STUDENT_PASSWORD_PATTERN = /^\S{4,64}$/;

/** The columns of the student import sample file, in order (spec: files must match the sample). */
export const STUDENT_IMPORT_COLUMNS = ['First Name', 'Last Name', 'Username', 'Password', 'Grade'] as const;
/** Rows an import file may hold. */
export const STUDENT_IMPORT_MAX_ROWS = 20_000;
/** Largest student file (CSV or XLSX): 20,000 rows of long names take about 3 MB as CSV, less as XLSX. */
export const STUDENT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Largest OneRoster zip: a district of 50,000 students (400,000 enrollments) zips to about 10 MB. */
export const ONEROSTER_IMPORT_MAX_BYTES = 30 * 1024 * 1024;
/** What an uploaded workbook or zip may inflate to, whatever its headers claim (a zip bomb is refused at this
 * count, before it is read further): per file inside, and all files together. */
export const IMPORT_INFLATE_LIMITS = {
  xlsx: { entryBytes: 40 * 1024 * 1024, totalBytes: 60 * 1024 * 1024 },
  oneroster: { entryBytes: 120 * 1024 * 1024, totalBytes: 200 * 1024 * 1024 },
} as const;
/** Problems a OneRoster import keeps and shows (the first ones, in file order, then one line saying how many
 * more): enough to fix a bundle, and one of a million bad rows stays a small record. A student file has at most
 * STUDENT_IMPORT_MAX_ROWS rows: all its problems are kept. */
export const IMPORT_PROBLEMS_KEPT = 1000;
/** Uploads (imports, OneRoster, QTI, images) one user may start in UPLOAD_RATE_WINDOW_SECONDS: one every
 * 10 s on average, far above a person fixing and re-sending a file, far below a script in a loop. */
export const UPLOADS_PER_WINDOW = 60;
export const UPLOAD_RATE_WINDOW_SECONDS = 10 * 60;
