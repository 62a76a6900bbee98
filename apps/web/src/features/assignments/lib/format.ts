import { matchesSearch, type TAssignmentSummary } from '@clearsheets/shared';
import { localeDateFormat } from '../../../lib/locale-format';

// Dates, progress and the overdue rule as the assignment screens show them.

const dateTime = localeDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = localeDateFormat({ dateStyle: 'medium' });

/** "Nov 21, 2026, 3:45 PM"; '' for no date or a date that does not parse. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** "Nov 21, 2026". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateOnly.format(date);
}

/** Past its due date while some student has not submitted yet. */
export function isOverdue(a: Pick<TAssignmentSummary, 'dueAt' | 'progress'>, now: Date): boolean {
  if (!a.dueAt) return false;
  const due = new Date(a.dueAt).getTime();
  return due < now.getTime() && a.progress.submitted < a.progress.assigned;
}

/** Whether it has not opened to students yet. */
export function isScheduled(a: Pick<TAssignmentSummary, 'startsAt'>, now: Date): boolean {
  return new Date(a.startsAt).getTime() > now.getTime();
}

/** The share of assigned students who submitted, 0-100, for a progress bar. */
export function submittedPercent(progress: TAssignmentSummary['progress']): number {
  if (progress.assigned <= 0) return 0;
  return Math.round((progress.submitted / progress.assigned) * 100);
}

/** Class names joined for a row ("Grade 5 Math, Grade 5 Science"). */
export const classNames = (a: Pick<TAssignmentSummary, 'classes'>) => a.classes.map((c) => c.name).join(', ');

/** Titles containing every word of the search (accents and case ignored). */
export const matchesTitle: (title: string, search: string) => boolean = matchesSearch;
