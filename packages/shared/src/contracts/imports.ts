import { z } from 'zod';
import { GRADES } from '../rosters';
import { ZId } from './ids';

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
  id: ZId,
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  classId: ZId.nullable(),
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

/** Choices of the OneRoster upload form (query string of POST /api/v1/oneroster/imports). */
export const ZOneRosterImportQuery = z.object({
  /** Grade of the classes whose class, course and school give none. */
  defaultGrade: z.enum(GRADES).optional(),
});
export type TOneRosterImportQuery = z.infer<typeof ZOneRosterImportQuery>;
