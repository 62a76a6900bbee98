import { Button } from '@mantine/core';
import { useState } from 'react';
import { downloadFile } from '../../../lib/save-download';
import { useResultsT } from '../i18n';
import { notifyError } from '../lib/notices';

/** "Export CSV": GET .../results.csv with the session's token (a plain link would carry none). */
export function DownloadCsvButton({ assignmentId }: { assignmentId: number }) {
  const t = useResultsT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`/api/v1/assignments/${assignmentId}/results.csv`, `assignment-${assignmentId}-results.csv`);
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
