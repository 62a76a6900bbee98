// One key space for grading and results: a grade or override invalidates ['results'] and every screen that
// shows a score refreshes (queue, results, sheets, the pending count on the dashboard).

export const resultsKeys = {
  all: ['results'] as const,
  pending: () => ['results', 'pending'] as const,
  queue: (assignmentId: number) => ['results', 'queue', assignmentId] as const,
  detail: (assignmentId: number) => ['results', 'detail', assignmentId] as const,
  results: (assignmentId: number) => ['results', 'assignment', assignmentId] as const,
  sheet: (assignmentId: number, studentId: number) => ['results', 'sheet', assignmentId, studentId] as const,
  list: (filters: { classId?: number; status: string; page: number; pageSize: number }) =>
    ['results', 'list', filters] as const,
  scales: ['grading-scales'] as const,
  classes: ['classes', 'results-picker'] as const,
  classDetail: (classId: number) => ['classes', 'detail', classId] as const,
};
