// The studio shares the worksheet key space with the library screens (['worksheets', ...]): saving here
// refreshes the lists and pages there. Features do not import each other, so the few keys live here too.

export const studioKeys = {
  worksheets: ['worksheets'] as const,
  mine: (page: number, pageSize: number) => ['worksheets', 'mine', { scope: 'mine', page, pageSize }] as const,
  detail: (id: number) => ['worksheets', 'detail', id] as const,
  readiness: (id: number) => ['worksheets', 'readiness', id] as const,
  subjects: ['taxonomy', 'subjects'] as const,
  grades: (stateId: number) => ['taxonomy', 'grades', stateId] as const,
  domains: (grade: string, subjectId: number) => ['taxonomy', 'domains', grade, subjectId] as const,
  standards: (grade: string, subjectId: number) =>
    ['taxonomy', 'standards', { grade, subjectId, domainId: undefined }] as const,
  gradingScales: ['grading-scales'] as const,
  preference: (kind: number) => ['preferences', kind] as const,
};
