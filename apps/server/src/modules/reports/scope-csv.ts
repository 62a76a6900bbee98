import {
  PERFORMANCE_LEVEL_LABELS,
  type TCoachingGrowth,
  type TDistrictReport,
  type TLevelCounts,
  type TParticipation,
  type Trend,
  type TSchoolReport,
  type TScopeAssignments,
  type TScopeClassReport,
  type TScopeDomainSummary,
  type TScopeHeatmap,
  type TScopeStandardDetail,
  type TScopeUnitScore,
  type TScoreTotals,
  type TWeekUsage,
} from '@clearsheets/shared';
import type { CsvCell } from '../../platform/csv-writer';

// The CSV of each table of the school and district reports, built from the very reply the page shows, so a
// file holds the screen's rows in the screen's order with the same values (percents as numbers, levels by name).

type Rows = CsvCell[][];

const level = (l: TScoreTotals['level']) => (l ? PERFORMANCE_LEVEL_LABELS[l] : '');
const TREND: Record<Trend, string> = { up: 'Improving', down: 'Declining', flat: 'Steady', none: '' };
const minutes = (seconds: number) => Math.round(seconds / 60);

const SCORE_HEAD = ['Percent', 'Level', 'Scored answers'];
const score = (s: TScoreTotals): CsvCell[] => [s.percent, level(s.level), s.items];
const LEVELS_HEAD = ['Did Not Meet', 'Approaches', 'Meets', 'Masters', 'No results'];
const levels = (l: TLevelCounts): CsvCell[] => [l.did_not_meet, l.approaches, l.meets, l.masters, l.none];
const PART_HEAD = ['Assignments', 'Assigned', 'Submitted', 'Submitted %'];
const part = (p: TParticipation): CsvCell[] => [p.assignments, p.assigned, p.submitted, p.percentSubmitted];
const USAGE_HEAD = ['Daily active students (this week)', 'Time on task this week (minutes)', 'Answers this week'];
const usage = (u: TWeekUsage): CsvCell[] => [u.dailyActive, minutes(u.activeSeconds), u.answers];

/** The district's schools side by side, then the district's total line. */
export function districtSchoolsCsv(r: TDistrictReport): Rows {
  const head = ['School', 'Students', 'Teachers', ...SCORE_HEAD, ...LEVELS_HEAD, ...PART_HEAD, 'Trend', ...USAGE_HEAD];
  const line = (name: string, x: TDistrictReport['total']): CsvCell[] => [
    name,
    x.students,
    x.teachers,
    ...score(x.score),
    ...levels(x.levels),
    ...part(x.participation),
    TREND[x.trend],
    ...usage(x.usage),
  ];
  return [head, ...r.schools.map((s) => line(s.name, s)), line('All schools', r.total)];
}

export function schoolTeachersCsv(r: TSchoolReport): Rows {
  const head = ['Teacher', 'Classes', 'Students', ...SCORE_HEAD, ...LEVELS_HEAD, ...PART_HEAD, 'Trend'];
  return [
    head,
    ...r.teachers.map((t) => [
      t.name,
      t.classes,
      t.students,
      ...score(t.score),
      ...levels(t.levels),
      ...part(t.participation),
      TREND[t.trend],
    ]),
  ];
}

export function schoolClassesCsv(r: TSchoolReport): Rows {
  const head = [
    'Class',
    'Teachers',
    'Grade',
    'Subject',
    'Students',
    ...SCORE_HEAD,
    ...LEVELS_HEAD,
    ...PART_HEAD,
    'Trend',
  ];
  return [
    head,
    ...r.classes.map((c) => [
      c.name,
      c.teachers.join('; '),
      c.grade,
      c.subject,
      c.students,
      ...score(c.score),
      ...levels(c.levels),
      ...part(c.participation),
      TREND[c.trend],
    ]),
  ];
}

export function classStudentsCsv(r: TScopeClassReport): Rows {
  return [['Student', ...SCORE_HEAD, 'Trend'], ...r.students.map((s) => [s.name, ...score(s), TREND[s.trend]])];
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

export function classAssignmentsCsv(r: TScopeClassReport): Rows {
  return [
    [
      'Assignment',
      'Kind',
      'Starts',
      'Due',
      'Assigned',
      'Started',
      'Submitted',
      'Graded',
      'Awaiting grading',
      'Percent',
    ],
    ...r.assignments.map((a) => [
      a.title,
      a.staff ? 'District or school' : 'Teacher',
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
}

const unitWord = (kind: 'school' | 'class') => (kind === 'school' ? 'School' : 'Class');

export function domainsCsv(r: TScopeDomainSummary): Rows {
  const units = r.unitKind === 'school' ? 'Schools' : 'Classes';
  return [
    [
      'Reporting category',
      'Name',
      'Grade',
      'Subject',
      'Standards',
      ...SCORE_HEAD,
      ...LEVELS_HEAD.map((l) => `${units}: ${l}`),
    ],
    ...r.domains.map((d) => [d.code, d.name, d.grade, d.subject, d.standards, ...score(d), ...levels(d.unitLevels)]),
  ];
}

export function domainStandardsCsv(r: TScopeDomainSummary): Rows {
  return [
    ['Standard', 'Description', ...SCORE_HEAD],
    ...(r.domain?.standards ?? []).map((s) => [s.code, s.description, ...score(s)]),
  ];
}

const unitsCsv = (kind: 'school' | 'class', units: readonly TScopeUnitScore[]): Rows => [
  kind === 'class' ? ['Class', 'Teachers', ...SCORE_HEAD] : ['School', ...SCORE_HEAD],
  ...units.map((u) => (kind === 'class' ? [u.name, u.teachers.join('; '), ...score(u)] : [u.name, ...score(u)])),
];

export const domainUnitsCsv = (r: TScopeDomainSummary): Rows => unitsCsv(r.unitKind, r.domain?.units ?? []);
export const standardUnitsCsv = (r: TScopeStandardDetail): Rows => unitsCsv(r.unitKind, r.units);

export function standardWeeksCsv(r: TScopeStandardDetail): Rows {
  return [['Week of', ...SCORE_HEAD], ...r.weeks.map((w) => [w.week, ...score(w)])];
}

/** One line per unit, one column per standard (its percent), as the heat map's table reads. */
export function heatmapCsv(r: TScopeHeatmap): Rows {
  return [
    [unitWord(r.unitKind), ...r.standards.map((s) => s.code)],
    ...r.rows.map((row) => [row.name, ...row.cells.map((c) => c?.percent ?? null)]),
  ];
}

export function assignmentsCsv(r: TScopeAssignments): Rows {
  return [
    [
      'Assignment',
      'Kind',
      'School',
      'Teacher',
      'Classes',
      'Starts',
      'Due',
      'Assigned',
      'Started',
      'Submitted',
      'Graded',
      'Awaiting grading',
      'Percent',
    ],
    ...r.items.map((a) => [
      a.title,
      a.staff ? 'District or school' : 'Teacher',
      a.schoolName,
      a.teacherName,
      a.classes,
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
}

export function growthClassesCsv(r: TCoachingGrowth): Rows {
  return [
    ['Class', 'Before the start', 'Since the start', 'Level since the start', 'Growth (points)'],
    ...r.classes.map((c) => [c.name, c.before.percent, c.after.percent, level(c.after.level), c.growth]),
  ];
}

export function growthStandardsCsv(r: TCoachingGrowth): Rows {
  return [
    ['Standard', 'Description', 'Before the start', 'Since the start', 'Level since the start', 'Growth (points)'],
    ...r.standards.map((s) => [
      s.code,
      s.description,
      s.before.percent,
      s.after.percent,
      level(s.after.level),
      s.growth,
    ]),
  ];
}
