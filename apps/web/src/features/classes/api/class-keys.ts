// One key space for class data: a change anywhere invalidates ['classes'] and every list and detail refreshes.

export interface ClassListParams {
  grade?: string;
  page: number;
  pageSize: number;
}

export const classKeys = {
  all: ['classes'] as const,
  lists: () => ['classes', 'list'] as const,
  list: (params: ClassListParams) => ['classes', 'list', params] as const,
  detail: (id: number) => ['classes', 'detail', id] as const,
  settings: (id: number) => ['classes', 'settings', id] as const,
  cards: (id: number) => ['classes', 'cards', id] as const,
  teacherCandidates: (classId: number) => ['classes', 'teacher-candidates', classId] as const,
};
