import { downloadFile } from '../../../lib/save-download';

export type SampleFormat = 'csv' | 'xlsx';

/** GET /api/v1/imports/students/sample.{csv,xlsx}. */
export const downloadSample = (format: SampleFormat) =>
  downloadFile(`/api/v1/imports/students/sample.${format}`, `student-import-sample.${format}`);
