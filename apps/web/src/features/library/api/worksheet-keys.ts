// One key space for worksheets: any change invalidates ['worksheets'] so library, lists and details refresh
// together. The studio uses the same roots (it keeps its own copy of the few keys it needs).

export interface LibraryParams {
  grade?: string;
  subjectId?: number;
  domainId?: number;
  standardId?: number;
  fullTopic?: boolean;
  q?: string;
  page: number;
  pageSize: number;
}

export interface MyWorksheetsParams {
  scope: 'mine' | 'shared';
  q?: string;
  page: number;
  pageSize: number;
}

export const worksheetKeys = {
  all: ['worksheets'] as const,
  library: (params: LibraryParams) => ['worksheets', 'library', params] as const,
  mine: (params: MyWorksheetsParams) => ['worksheets', 'mine', params] as const,
  detail: (id: number) => ['worksheets', 'detail', id] as const,
  readiness: (id: number) => ['worksheets', 'readiness', id] as const,
  shareCandidates: (id: number) => ['worksheets', 'share-candidates', id] as const,
};

export const taxonomyKeys = {
  subjects: ['taxonomy', 'subjects'] as const,
  grades: (stateId: number) => ['taxonomy', 'grades', stateId] as const,
  domains: (grade: string, subjectId: number) => ['taxonomy', 'domains', grade, subjectId] as const,
  standards: (params: { grade?: string; subjectId?: number; domainId?: number }) =>
    ['taxonomy', 'standards', params] as const,
};
