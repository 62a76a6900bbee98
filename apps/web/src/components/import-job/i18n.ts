import { addFeatureBundle, addTexts, type Translation, useFeatureT, useTranslation } from '../../lib/i18n';
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

const importJobEs: Translation<typeof importJobEn> = {
  imports: {
    job: {
      status: { queued: 'En espera', running: 'Importando', done: 'Listo', failed: 'Falló' },
      tooLarge: 'Sube un archivo de {{mb}} MB como máximo',
      progressLabel: 'Progreso de la importación',
      close: 'Cerrar',
      queued: 'Esperando para empezar…',
      running: 'Se importaron {{processed}} de {{total}} filas',
      runningNoTotal: 'Leyendo el archivo…',
      doneTitle: 'Importación terminada',
      doneSummary: '{{created}} agregados, {{updated}} actualizados ({{total}} filas en el archivo).',
      failedTitle: 'La importación falló',
      failedBody: 'No se importó nada de este archivo. Corrige los problemas de abajo y vuelve a subir el archivo.',
      failedNoProblems:
        'No se importó nada de este archivo. Inténtalo de nuevo o contacta a soporte si sigue fallando.',
      announceRunning: 'Importación en curso',
      announceDone: 'Importación terminada: {{created}} agregados, {{updated}} actualizados',
      announceFailed_one: 'La importación falló con {{count}} problema',
      announceFailed_other: 'La importación falló con {{count}} problemas',
      problems: {
        caption: 'Problemas encontrados',
        count_one: '{{count}} problema',
        count_other: '{{count}} problemas',
        file: 'Archivo',
        row: 'Fila',
        column: 'Columna',
        message: 'Problema',
        none: '—',
      },
      pager: {
        nav: 'Páginas de la lista de problemas',
        previous: 'Página anterior',
        next: 'Página siguiente',
        page: 'Página {{page}}',
        range: 'Mostrando {{from}}–{{to}} de {{total}}',
      },
    },
  },
};
addTexts('es', importJobEs);

export const useImportJobT = () => useFeatureT<typeof importJobEn>();

/** The message for a file the browser refused: the spec's wording for format and empty files. */
export function useFileProblemText(maxBytes: number): (problem: ImportFileProblem) => string {
  const t = useImportJobT();
  const message = useTranslation().t;
  return (problem) =>
    problem === 'format'
      ? message('messages.importInvalidFormat')
      : problem === 'empty'
        ? message('messages.importNoData')
        : t('imports.job.tooLarge', { mb: Math.round(maxBytes / 1024 / 1024) });
}
