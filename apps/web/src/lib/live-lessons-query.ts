import type { TStudentLessonInvites } from '@clearsheets/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

// The live lessons of a student's classes: the student home shows a running one on top, the lessons page lists them
// (one query, one cache entry, for both).

/** GET /student/lessons, read again every 15 s while shown. */
export const liveLessonsQueryOptions = () =>
  queryOptions({
    queryKey: ['student-lessons', 'invites'] as const,
    queryFn: ({ signal }) => api.get<TStudentLessonInvites>('/api/v1/student/lessons', { signal }),
    refetchInterval: 15_000,
  });
