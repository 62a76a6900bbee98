import type { TImportJob } from '@clearsheets/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importJobKeys } from '../../../components/import-job/import-jobs-query';
import { api } from '../../../lib/api-client';

export interface AcceptedImport extends TImportJob {
  /** The server's "upload in progress" notice. */
  notice?: string;
}

/** POST /api/v1/classes/:id/imports (multipart, field `file`): 202 with the queued job. */
export function uploadStudentFile(classId: number, file: File): Promise<AcceptedImport> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<AcceptedImport>(`/api/v1/classes/${classId}/imports`, form);
}

/** The upload, seeding the job's cache entry so the progress shows without waiting for the first poll. */
export function useUploadStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, file }: { classId: number; file: File }) => uploadStudentFile(classId, file),
    onSuccess: (job) => {
      const { notice: _notice, ...rest } = job;
      queryClient.setQueryData(importJobKeys.job(job.id), rest);
      void queryClient.invalidateQueries({ queryKey: ['imports', 'list'] });
    },
  });
}
