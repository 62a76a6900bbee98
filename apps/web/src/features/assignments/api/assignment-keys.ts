// One key space for assignments: any change invalidates ['assignments'] so lists, cards and details refresh
// together. Staff assignments (admins to teachers) have their own root, and a teacher's inbox lives under both.

export type AssignmentStatus = 'active' | 'past' | 'all';

export interface AssignmentListParams {
  classId?: number;
  status: AssignmentStatus;
  page: number;
  pageSize: number;
}

export const assignmentKeys = {
  all: ['assignments'] as const,
  lists: () => ['assignments', 'list'] as const,
  list: (params: AssignmentListParams) => ['assignments', 'list', params] as const,
  /** Every page of a filter, for a search by title across pages. */
  everything: (params: { classId?: number; status: AssignmentStatus }) =>
    ['assignments', 'list', 'everything', params] as const,
  detail: (id: number) => ['assignments', 'detail', id] as const,
  results: (id: number) => ['assignments', 'results', id] as const,
  received: ['assignments', 'received'] as const,
};

export const staffAssignmentKeys = {
  all: ['staff-assignments'] as const,
  sent: ['staff-assignments', 'sent'] as const,
};

/** Data this area reads from other areas' endpoints (kept under their roots so their changes refresh it). */
export const otherKeys = {
  classes: ['classes', 'list', { page: 1, pageSize: 100, for: 'assignments' }] as const,
  classDetail: (id: number) => ['classes', 'detail', id] as const,
  worksheet: (id: number) => ['worksheets', 'detail', id] as const,
  library: (params: { q: string; page: number; pageSize: number }) =>
    ['worksheets', 'library', 'assign', params] as const,
  teachers: (params: { schoolId: number | null; search: string }) => ['staff', 'teachers', params] as const,
  schools: ['districts', 'overview'] as const,
  me: ['me'] as const,
};
