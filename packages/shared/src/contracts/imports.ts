import { z } from 'zod';

export const IMPORT_KINDS = ['students_csv', 'students_xlsx', 'oneroster'] as const;
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** One problem found in an import: where (file, row, column) and what. */
export const ZImportProblem = z.object({
  file: z.string().optional(),
  row: z.number().int().optional(),
  column: z.string().optional(),
  message: z.string(),
});
export type TImportProblem = z.infer<typeof ZImportProblem>;

export const ZImportJob = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  classId: z.number().int().nullable(),
  status: z.enum(IMPORT_STATUSES),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  createdCount: z.number().int(),
  updatedCount: z.number().int(),
  problems: z.array(ZImportProblem),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TImportJob = z.infer<typeof ZImportJob>;
