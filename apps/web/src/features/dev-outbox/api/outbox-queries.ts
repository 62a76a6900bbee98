import type { TDevOutboxList, TDevOutboxMail } from '@clearsheets/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const OUTBOX_PAGE_SIZE = 20;

/** GET /api/v1/dev/outbox: public (a newcomer reads the sign-up mail before they can sign in). */
export const outboxListQueryOptions = (q: { page: number; to: string }) =>
  queryOptions({
    queryKey: ['dev-outbox', 'list', q.page, q.to],
    queryFn: ({ signal }) =>
      api.get<TDevOutboxList>('/api/v1/dev/outbox', {
        auth: false,
        signal,
        query: { page: q.page, pageSize: OUTBOX_PAGE_SIZE, to: q.to || undefined },
      }),
    placeholderData: keepPreviousData,
  });

export const outboxMailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['dev-outbox', 'mail', id],
    queryFn: ({ signal }) => api.get<TDevOutboxMail>(`/api/v1/dev/outbox/${id}`, { auth: false, signal }),
  });

export const useOutboxList = (q: { page: number; to: string }, enabled: boolean) =>
  useQuery({ ...outboxListQueryOptions(q), enabled });

export const useOutboxMail = (id: number | null) =>
  useQuery({ ...outboxMailQueryOptions(id ?? 0), enabled: id !== null });
