import type { TStudentAssignments } from '@clearsheets/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/v1/student/assignments: to do (due soonest first), in progress, done. Fetched fresh on every
 * visit (the player also invalidates ['student'] after a submit), since the lists change as the student works.
 */
export const studentAssignmentsQueryOptions = () =>
  queryOptions({
    queryKey: ['student', 'assignments'],
    queryFn: ({ signal }) => api.get<TStudentAssignments>('/api/v1/student/assignments', { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useStudentAssignments = () => useQuery(studentAssignmentsQueryOptions());
