import type { TImportJob } from '@clearsheets/shared';
import { localeDateFormat } from '../../lib/locale-format';

// The rules every import screen shares: when to keep polling, how far along a job is, one page of problems.

type JobState = Pick<TImportJob, 'status' | 'totalRows' | 'processedRows'>;

/** Queued and running jobs change on the server; done and failed ones never do again. */
export function isJobActive(job: Pick<TImportJob, 'status'> | undefined): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}

/** How often to ask for a job (ms), or false to stop once it has finished. */
export function jobPollInterval(job: Pick<TImportJob, 'status'> | undefined, everyMs = 1000): number | false {
  return isJobActive(job) ? everyMs : false;
}

/** Whole percent done, 0-100; a finished job is 100 even when it counted no rows. */
export function jobPercent(job: JobState): number {
  if (job.status === 'done') return 100;
  if (job.totalRows <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((job.processedRows / job.totalRows) * 100)));
}

/** One page (1-based) of a list shown in pages; a page past the end shows the last page. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): { items: T[]; page: number } {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current };
}

const dateTime = localeDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 21, 2026, 12:03 PM"; an empty string for a missing or unreadable date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
