import type { TAssignmentResults, TAssignmentSummary } from '@clearsheets/shared';
import type { ResultStudent, StudentStatus } from './student-table';

// Per-class figures. An assignment's progress counts all its classes together; the class and school pages
// need each class on its own, which the results' student rows (each with its classId) give.

export interface ClassProgress {
  assigned: number;
  notStarted: number;
  inProgress: number;
  submitted: number;
  pendingGrading: number;
  /** Mean percent of the submitted students, or null when none has submitted. */
  averagePercent: number | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Counts and average of some students of an assignment. */
export function progressOf(students: readonly ResultStudent[]): ClassProgress {
  const count = (status: StudentStatus) => students.filter((s) => s.status === status).length;
  const percents = students.flatMap((s) => (s.status === 'submitted' && s.percent !== null ? [s.percent] : []));
  return {
    assigned: students.length,
    notStarted: count('not_started'),
    inProgress: count('in_progress'),
    submitted: count('submitted'),
    pendingGrading: students.reduce((n, s) => n + s.pendingCount, 0),
    averagePercent: percents.length ? round2(percents.reduce((a, b) => a + b, 0) / percents.length) : null,
  };
}

/** One class's progress on an assignment. */
export const classProgress = (results: TAssignmentResults, classId: number): ClassProgress =>
  progressOf(results.students.filter((s) => s.classId === classId));

export interface ClassRollup extends ClassProgress {
  key: string;
  assignmentId: number;
  title: string;
  teacherName: string;
  dueAt: string | null;
  classId: number | null;
  className: string;
}

/**
 * One row per class of an assignment. A single-class assignment needs only its summary; with several classes
 * the results split the figures (null until they are loaded).
 */
export function rollupByClass(
  summary: TAssignmentSummary,
  results: TAssignmentResults | undefined,
): ClassRollup[] | null {
  const base = {
    assignmentId: summary.id,
    title: summary.title,
    teacherName: summary.teacher.name,
    dueAt: summary.dueAt,
  };
  if (summary.classes.length <= 1) {
    const cls = summary.classes[0];
    return [
      {
        ...base,
        ...summary.progress,
        key: `${summary.id}:${cls?.id ?? 0}`,
        classId: cls?.id ?? null,
        className: cls?.name ?? '',
      },
    ];
  }
  if (!results) return null;
  return summary.classes.map((cls) => ({
    ...base,
    ...classProgress(results, cls.id),
    key: `${summary.id}:${cls.id}`,
    classId: cls.id,
    className: cls.name,
  }));
}

/** Submitted out of assigned as a percentage (null when nobody was assigned). */
export const completionPercent = (p: { assigned: number; submitted: number }): number | null =>
  p.assigned > 0 ? round2((p.submitted / p.assigned) * 100) : null;
