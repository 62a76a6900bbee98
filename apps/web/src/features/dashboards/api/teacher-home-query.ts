import type { TAssignmentList, TTeacherHome } from '@clearsheets/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/v1/teacher/home: the teacher's classes, open assignments and what the home may link to. */
export const useTeacherHome = () =>
  useQuery({
    queryKey: ['dashboards', 'teacher-home'],
    queryFn: ({ signal }) => api.get<TTeacherHome>('/api/v1/teacher/home', { signal }),
    // Coming back from creating a class or assigning must show it at once.
    staleTime: 0,
  });

/** GET /api/v1/assignments?status=active: a school leader's view of what is open in the school now. */
export const useSchoolActiveAssignments = (pageSize: number) =>
  useQuery({
    queryKey: ['dashboards', 'school-active', pageSize],
    queryFn: ({ signal }) =>
      api.get<TAssignmentList>(`/api/v1/assignments?status=active&page=1&pageSize=${pageSize}`, { signal }),
  });
