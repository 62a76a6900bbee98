import type { CsvLanguage } from '@clearsheets/shared';
import { toCsv } from '../../platform/csv-writer';

// The results as CSV for spreadsheets (the one CSV writer: BOM, CRLF, formula cells neutralised).

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
export function resultsCsv(
  questionIds: readonly number[],
  students: readonly CsvStudent[],
  language: CsvLanguage = 'en',
): string {
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
  return toCsv([header, ...rows], language);
}
