// The imports module's front door: what other modules and the app may use (docs/decisions/0041).
export { InflateLimitError, unzipCapped } from './capped-unzip';
export {
  decodeText,
  invalidFormat,
  isZip,
  readUpload,
  removeUpload,
  saveUpload,
  tooLargeInflated,
  zipEntryNames,
} from './import-files';
export {
  claimJobInTransaction,
  findImportJob,
  insertImportJob,
  markJobDone,
  markJobRunning,
} from './import-jobs.repository';
export { toImportJob } from './import-jobs.service';
export { keptProblems } from './import-problems';
export { failJob, ImportProblems, importStateOf, queueAfterReply, registerQueueAfterReply } from './import-runner';
export { importRoutes, ZImportAccepted } from './imports.routes';
export { runInParseThread } from './parse-pool';
export { sha256 } from './student-import.service';
export { readUploadedFile, registerImportMultipart } from './upload';
