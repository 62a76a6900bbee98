import { Button } from '@mantine/core';
import { useReportsT } from '../i18n';

/** "Print": the browser's print dialog (save as PDF there); report pages' print styles hide the navigation and
 * every button, so the paper holds the report alone. */
export function PrintButton() {
  const t = useReportsT();
  return (
    <Button
      variant="default"
      onClick={() => window.print()}
      aria-label={t('reports.printLabel')}
      className="cs-no-print"
    >
      {t('reports.print')}
    </Button>
  );
}
