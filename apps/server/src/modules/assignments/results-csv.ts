// The results as CSV for spreadsheets: UTF-8 with a byte-order mark (Excel reads accents right), CRLF lines,
// and no cell a spreadsheet would run as a formula.

const BOM = '\uFEFF';
/** Cells starting with these run as formulas in spreadsheet apps (CSV injection; OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula starts neutralised with a leading quote, then quoted when it holds , " or a line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = rows.map((row) => `${row.map(csvCell).join(',')}\r\n`);
  return `${BOM}${lines.join('')}`;
}

export interface CsvStudent {
  name: string;
  className: string;
  status: 'not_started' | 'in_progress' | 'submitted';
  score: number | null;
  maxScore: number;
  percent: number | null;
  submittedAt: string | null;
  /** Points earned per question id; 'pending' while a constructed response waits for the teacher. */
  points: Map<number, number | 'pending'>;
}

const STATUS_TEXT = { not_started: 'Not started', in_progress: 'In progress', submitted: 'Submitted' } as const;

/** Header row, then one row per student: score columns, then the points earned on each question. */
export function resultsCsv(questionIds: readonly number[], students: readonly CsvStudent[]): string {
  const header = [
    'Student',
    'Class',
    'Status',
    'Score',
    'Max score',
    'Percent',
    'Submitted at',
    ...questionIds.map((_, i) => `Q${i + 1}`),
  ];
  const rows = students.map((s) => [
    s.name,
    s.className,
    STATUS_TEXT[s.status],
    s.score,
    s.maxScore,
    s.percent,
    s.submittedAt,
    ...questionIds.map((id) => s.points.get(id) ?? null),
  ]);
  return toCsv([header, ...rows]);
}
