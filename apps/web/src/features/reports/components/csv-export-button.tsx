import { Button } from '@mantine/core';
import { useState } from 'react';
import { downloadFile } from '../../../lib/save-download';
import { useReportsT } from '../i18n';
import { notifyError } from '../lib/notices';

interface CsvExportButtonProps {
  /** The server's CSV of the table on screen (same rows, order and values), with the page's filters. */
  path: string;
  /** The name to save under when the server sends none. */
  fileName: string;
  /** The table's name, for the button's accessible name ("Export Students as CSV"). */
  table: string;
}

/** "Export CSV" for one table: fetched with the session's token (a plain link would carry none). */
export function CsvExportButton({ path, fileName, table }: CsvExportButtonProps) {
  const t = useReportsT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fileName);
    } catch (error) {
      notifyError(error, t('reports.csvFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="xs"
      onClick={download}
      loading={busy}
      aria-label={t('reports.csvLabel', { table })}
      className="cs-no-print"
    >
      {t('reports.csv')}
    </Button>
  );
}
