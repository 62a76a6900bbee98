import {
  answerTypeName,
  type CsvLanguage,
  PERFORMANCE_LEVEL_LABELS,
  PERFORMANCE_LEVELS,
  type PerformanceLevel,
  type TCrystalDomainSummary,
  type TCrystalOverview,
  type TCrystalStandardDetails,
  type TCrystalStudentDetail,
  type TLevelCounts,
  type Trend,
} from '@clearsheets/shared';
import { type CsvCell, toCsv } from '../../platform/csv-writer';

// The crystal report's tables as CSV: built from the very reply the page shows, so every file holds the screen's
// rows in the screen's order with the same values (percents as numbers, levels and trends in words).

type Rows = CsvCell[][];

const LEVEL_NONE = 'No results yet';
const TREND_WORDS: Record<Trend, string> = {
  up: 'Improving',
  down: 'Declining',
  flat: 'Steady',
  none: 'Not enough weeks',
};

export const levelWord = (level: PerformanceLevel | null) => (level ? PERFORMANCE_LEVEL_LABELS[level] : LEVEL_NONE);
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

function levelsTable(levels: TLevelCounts): Rows {
  const total = [...PERFORMANCE_LEVELS, 'none' as const].reduce((n, k) => n + levels[k], 0);
  const share = (n: number) => (total > 0 ? Math.round((n / total) * 100) : 0);
  return [
    ['Level', 'Students', 'Share (%)'],
    ...PERFORMANCE_LEVELS.map((k) => [PERFORMANCE_LEVEL_LABELS[k], levels[k], share(levels[k])]),
    [LEVEL_NONE, levels.none, share(levels.none)],
  ];
}

const SCORE_HEAD = ['Percent', 'Level', 'Answers', 'Correct', 'Points', 'Max points'];
const scoreCells = (t: {
  percent: number | null;
  level: PerformanceLevel | null;
  items: number;
  correct: number;
  points: number;
  maxPoints: number;
}): CsvCell[] => [t.percent, levelWord(t.level), t.items, t.correct, t.points, t.maxPoints];

export function overviewTable(r: TCrystalOverview, table: string): Rows {
  switch (table) {
    case 'levels':
      return levelsTable(r.levels);
    case 'domains':
      return [
        ['Code', 'Domain', 'Grade', ...SCORE_HEAD],
        ...r.domains.map((d) => [d.code, d.name, d.grade, ...scoreCells(d)]),
      ];
    case 'assignments':
      return [
        ['Assignment', 'Starts', 'Due', 'Assigned', 'Started', 'Submitted', 'Graded', 'Waiting for grading', 'Percent'],
        ...r.recentAssignments.map((a) => [
          a.title,
          day(a.startsAt),
          day(a.dueAt),
          a.assigned,
          a.started,
          a.submitted,
          a.graded,
          a.pending,
          a.percent,
        ]),
      ];
    default:
      return [
        ['Student', ...SCORE_HEAD, 'Trend'],
        ...r.students.map((s) => [s.name, ...scoreCells(s), TREND_WORDS[s.trend]]),
      ];
  }
}

export function domainTable(r: TCrystalDomainSummary, table: string): Rows {
  switch (table) {
    case 'levels':
      return levelsTable(r.levels);
    case 'standards':
      return [
        ['Standard', 'Description', ...SCORE_HEAD, 'Students below Approaches'],
        ...r.standards.map((s) => [s.code, s.description, ...scoreCells(s), s.studentsBelow]),
      ];
    default:
      return [['Student', ...SCORE_HEAD], ...r.studentsBelow.map((s) => [s.name, ...scoreCells(s)])];
  }
}

export function standardTable(r: TCrystalStandardDetails, table: string): Rows {
  switch (table) {
    case 'items':
      return [
        ['Assignment', 'Question', 'Prompt', 'Answer type', 'Answered', 'Correct', 'Percent correct'],
        ...r.items.map((i) => [
          i.assignmentTitle,
          i.number,
          i.prompt,
          answerTypeName(i.answerType),
          i.answered,
          i.correct,
          i.percentCorrect,
        ]),
      ];
    case 'wrongAnswers': {
      const titles = new Map(r.items.map((i) => [i.assignmentId, i.assignmentTitle]));
      return [
        ['Assignment', 'Question', 'Answer', 'Students'],
        ...r.wrongAnswers.map((w) => [titles.get(w.assignmentId) ?? '', w.number, w.answer, w.count]),
      ];
    }
    default:
      return [['Student', ...SCORE_HEAD], ...r.students.map((s) => [s.name, ...scoreCells(s)])];
  }
}

export function studentTable(r: TCrystalStudentDetail, table: string): Rows {
  switch (table) {
    case 'domains':
      return [
        ['Code', 'Domain', 'Grade', ...SCORE_HEAD],
        ...r.domains.map((d) => [d.code, d.name, d.grade, ...scoreCells(d)]),
      ];
    case 'standards':
      return [
        ['Standard', 'Description', ...SCORE_HEAD],
        ...r.standards.map((s) => [s.code, s.description, ...scoreCells(s)]),
      ];
    default:
      return [['Week of', ...SCORE_HEAD], ...r.weeks.map((w) => [w.week, ...scoreCells(w)])];
  }
}

/** The file name and body of one table. */
export function crystalCsv(name: string, classId: number, table: string, rows: Rows, language: CsvLanguage = 'en') {
  return { filename: `crystal-${name}-class-${classId}-${table}.csv`, body: toCsv(rows, language) };
}
