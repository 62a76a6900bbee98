import { describe, expect, it } from 'vitest';
import { formatDateTime, isJobActive, jobPercent, jobPollInterval, pageSlice } from './import-job-logic';

describe('import job polling', () => {
  it('polls queued and running jobs and stops once they finish', () => {
    expect(jobPollInterval({ status: 'queued' })).toBe(1000);
    expect(jobPollInterval({ status: 'running' }, 500)).toBe(500);
    expect(jobPollInterval({ status: 'done' })).toBe(false);
    expect(jobPollInterval({ status: 'failed' })).toBe(false);
    expect(jobPollInterval(undefined)).toBe(false);
    expect(isJobActive({ status: 'running' })).toBe(true);
  });
});

describe('jobPercent', () => {
  it('is processed over total, clamped and floored', () => {
    expect(jobPercent({ status: 'running', totalRows: 400, processedRows: 120 })).toBe(30);
    expect(jobPercent({ status: 'running', totalRows: 3, processedRows: 2 })).toBe(66);
    expect(jobPercent({ status: 'running', totalRows: 10, processedRows: 12 })).toBe(100);
  });

  it('is 0 with no rows counted yet, and 100 when done', () => {
    expect(jobPercent({ status: 'queued', totalRows: 0, processedRows: 0 })).toBe(0);
    expect(jobPercent({ status: 'done', totalRows: 0, processedRows: 0 })).toBe(100);
  });
});

describe('pageSlice', () => {
  const items = Array.from({ length: 45 }, (_, i) => i + 1);

  it('cuts one page', () => {
    expect(pageSlice(items, 1, 20)).toEqual({ items: items.slice(0, 20), page: 1 });
    expect(pageSlice(items, 3, 20)).toEqual({ items: [41, 42, 43, 44, 45], page: 3 });
  });

  it('shows the last page for a page past the end and the first for nonsense', () => {
    expect(pageSlice(items, 9, 20).page).toBe(3);
    expect(pageSlice(items, 0, 20).page).toBe(1);
    expect(pageSlice(items, Number.NaN, 20).page).toBe(1);
    expect(pageSlice([], 4, 20)).toEqual({ items: [], page: 1 });
  });
});

describe('formatDateTime', () => {
  it('formats an ISO date and leaves missing ones empty', () => {
    expect(formatDateTime('2026-11-21T12:03:22.897Z')).toMatch(/Nov 21, 2026/);
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
