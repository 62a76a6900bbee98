// The browser checks a file before sending it (DESIGN 8: uploads are checked by type and size); the server
// checks again, by content. The extension decides; a MIME type the browser reports must not contradict it.

export type ImportFileKind = 'csv' | 'xlsx' | 'zip';
export type ImportFileProblem = 'format' | 'tooLarge' | 'empty';

/** MIME types browsers report for each kind ('' when the OS does not know; Windows calls CSV an Excel file). */
const MIME_TYPES: Record<ImportFileKind, readonly string[]> = {
  csv: [
    'text/csv',
    'text/plain',
    'text/x-csv',
    'application/csv',
    'application/x-csv',
    'text/comma-separated-values',
    'application/vnd.ms-excel',
    'application/octet-stream',
  ],
  xlsx: [
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/zip',
    'application/octet-stream',
  ],
  zip: [
    'application/zip',
    'application/x-zip-compressed',
    'application/x-zip',
    'multipart/x-zip',
    'application/octet-stream',
  ],
};

/** The kind of a file by its name and type, or null when it is none of the allowed kinds. */
export function importFileKind(
  file: { name: string; type: string },
  allowed: readonly ImportFileKind[],
): ImportFileKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toLowerCase();
  const kind = allowed.find((k) => k === extension);
  if (!kind) return null;
  const type = file.type.trim().toLowerCase();
  return type === '' || MIME_TYPES[kind].includes(type) ? kind : null;
}

/** Why a file cannot be sent, or null when it may be. */
export function checkImportFile(
  file: { name: string; type: string; size: number },
  allowed: readonly ImportFileKind[],
  maxBytes: number,
): ImportFileProblem | null {
  if (!importFileKind(file, allowed)) return 'format';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/** The `accept` attribute of the file picker for these kinds. */
export function acceptAttribute(allowed: readonly ImportFileKind[]): string {
  return allowed
    .flatMap((kind) =>
      kind === 'csv'
        ? ['.csv', 'text/csv']
        : kind === 'xlsx'
          ? ['.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']
          : ['.zip', 'application/zip'],
    )
    .join(',');
}
