import type { TClassSummary } from '@clearsheets/shared';
import { api } from './api-client';

/** GET /api/v1/classes, every page (up to 1,000 classes): the classes a screen lets the caller pick from. */
export async function fetchAllClasses(signal?: AbortSignal): Promise<TClassSummary[]> {
  const all: TClassSummary[] = [];
  for (let page = 1; page <= 10; page++) {
    const batch = await api.get<{ items: TClassSummary[]; total: number }>('/api/v1/classes', {
      signal,
      query: { page, pageSize: 100 },
    });
    all.push(...batch.items);
    if (all.length >= batch.total || batch.items.length === 0) break;
  }
  return all;
}
