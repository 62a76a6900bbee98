import { Button } from '@mantine/core';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { useResultsT } from '../i18n';
import { notifyError } from '../lib/notices';

/** Hands a downloaded file to the browser (an object URL on a temporary link). */
function saveDownload(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Export CSV": GET .../results.csv with the session's token (a plain link would carry none). */
export function DownloadCsvButton({ assignmentId }: { assignmentId: number }) {
  const t = useResultsT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await api.download(`/api/v1/assignments/${assignmentId}/results.csv`);
      saveDownload(file.blob, file.fileName ?? `assignment-${assignmentId}-results.csv`);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" onClick={download} loading={busy}>
      {t('results.assignment.exportCsv')}
    </Button>
  );
}
