import { MESSAGES } from '@clearsheets/shared';
import { addFeatureBundle, useFeatureT } from '../../lib/i18n';
import type { ImportFileProblem } from './import-file-check';

/** Texts of the import job pieces (student and OneRoster imports both show them). */
export const importJobEn = addFeatureBundle({
  imports: {
    job: {
      status: { queued: 'Waiting', running: 'Importing', done: 'Done', failed: 'Failed' },
      tooLarge: 'Upload one file of at most {{mb}} MB',
      progressLabel: 'Import progress',
      close: 'Close',
      queued: 'Waiting to start…',
      running: 'Imported {{processed}} of {{total}} rows',
      runningNoTotal: 'Reading the file…',
      doneTitle: 'Import finished',
      doneSummary: '{{created}} added, {{updated}} updated ({{total}} rows in the file).',
      failedTitle: 'Import failed',
      failedBody: 'Nothing from this file was imported. Fix the problems below and upload the file again.',
      failedNoProblems: 'Nothing from this file was imported. Try again, or contact support if it keeps failing.',
      announceRunning: 'Import in progress',
      announceDone: 'Import finished: {{created}} added, {{updated}} updated',
      announceFailed_one: 'Import failed with {{count}} problem',
      announceFailed_other: 'Import failed with {{count}} problems',
      problems: {
        caption: 'Problems found',
        count_one: '{{count}} problem',
        count_other: '{{count}} problems',
        file: 'File',
        row: 'Row',
        column: 'Column',
        message: 'Problem',
        none: '—',
      },
      pager: {
        nav: 'Pages of the problem list',
        previous: 'Previous page',
        next: 'Next page',
        page: 'Page {{page}}',
        range: 'Showing {{from}}–{{to}} of {{total}}',
      },
    },
  },
});

export const useImportJobT = () => useFeatureT<typeof importJobEn>();

/** The message for a file the browser refused: the spec's wording for format and empty files. */
export function useFileProblemText(maxBytes: number): (problem: ImportFileProblem) => string {
  const t = useImportJobT();
  return (problem) =>
    problem === 'format'
      ? MESSAGES.importInvalidFormat
      : problem === 'empty'
        ? MESSAGES.importNoData
        : t('imports.job.tooLarge', { mb: Math.round(maxBytes / 1024 / 1024) });
}
