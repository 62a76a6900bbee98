import type { TClassDetail, TClassList, TClassSummary, TSmallGroup } from '@clearsheets/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The classes to pick from, and whether the caller may create one (the shape the imports picker caches too). */
interface ClassPicker {
  items: TClassSummary[];
  abilities: TClassList['abilities'];
}

// Module-level, so the selected array keeps its identity until the data changes.
const pickerItems = (picker: ClassPicker) => picker.items;

/** GET /api/v1/classes, every page: the classes to pick from, each with the caller's abilities (under
 * ['classes'], refreshed with them). */
export const useGroupClassOptions = () =>
  useQuery(
    queryOptions({
      queryKey: ['classes', 'picker'],
      queryFn: async ({ signal }): Promise<ClassPicker> => {
        const all: TClassSummary[] = [];
        let abilities: ClassPicker['abilities'] = { create: false };
        for (let page = 1; page <= 10; page++) {
          const batch = await api.get<TClassList>('/api/v1/classes', { signal, query: { page, pageSize: 100 } });
          all.push(...batch.items);
          abilities = batch.abilities;
          if (all.length >= batch.total || batch.items.length === 0) break;
        }
        return { items: all, abilities };
      },
      staleTime: 30_000,
      select: pickerItems,
    }),
  );

// Module-level, so the selected array keeps its identity until the data changes.
const activeStudents = (detail: TClassDetail) => detail.students.filter((s) => s.status === 'active');

/** GET /api/v1/classes/:id: the class's students who are active in it (removed ones cannot join groups). */
export const useClassStudents = (classId: number | null) =>
  useQuery({
    queryKey: ['classes', classId, 'detail'],
    queryFn: ({ signal }) => api.get<TClassDetail>(`/api/v1/classes/${classId}`, { signal }),
    enabled: classId !== null,
    select: activeStudents,
  });

export const groupsKey = (classId: number) => ['classes', classId, 'groups'] as const;

/** GET /api/v1/classes/:classId/groups. */
export const useClassGroups = (classId: number | null) =>
  useQuery({
    queryKey: groupsKey(classId ?? 0),
    queryFn: ({ signal }) => api.get<TSmallGroup[]>(`/api/v1/classes/${classId}/groups`, { signal }),
    enabled: classId !== null,
  });

export const createGroup = (classId: number, body: { name: string; studentIds: number[] }) =>
  api.post<TSmallGroup>(`/api/v1/classes/${classId}/groups`, body);

export const updateGroup = (id: number, body: { name?: string; studentIds?: number[] }) =>
  api.patch<TSmallGroup>(`/api/v1/groups/${id}`, body);

/** POST /api/v1/classes/:classId/groups. */
export function useCreateGroup(classId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; studentIds: number[] }) => createGroup(classId ?? 0, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKey(classId ?? 0) }),
  });
}

/** DELETE /api/v1/groups/:id (204); the students stay in the class. */
export function useDeleteGroup(classId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/v1/groups/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKey(classId ?? 0) }),
  });
}
