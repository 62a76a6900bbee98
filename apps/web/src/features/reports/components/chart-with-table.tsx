import { Button, Group, Stack, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useReportsT } from '../i18n';

interface ChartWithTableProps {
  title: string;
  /** The chart, for the eye: hidden from screen readers, which read the table instead. */
  chart: ReactNode;
  /** The same numbers as a table (with its own caption): always there for screen readers, shown on request. */
  table: ReactNode;
  /** The section's heading level (3 under a page section). */
  order?: 2 | 3 | 4;
  /** More buttons beside "Show as table" (an "Export CSV" of the same numbers). */
  actions?: ReactNode;
}

/** A chart with its table alternative: "Show as table" swaps them for everyone, and screen readers always get
 * the table. */
export function ChartWithTable({ title, chart, table, order = 3, actions }: ChartWithTableProps) {
  const t = useReportsT();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={order} fz="md" id={headingId}>
          {title}
        </Title>
        <Group gap="xs" className="cs-no-print">
          <Button variant="subtle" size="xs" onClick={() => setAsTable((v) => !v)} aria-pressed={asTable}>
            {asTable ? t('reports.chart.showChart') : t('reports.chart.showTable')}
          </Button>
          {actions}
        </Group>
      </Group>
      {asTable ? (
        <div className="cs-report-table-wrap">{table}</div>
      ) : (
        <>
          <div aria-hidden="true">{chart}</div>
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      )}
    </Stack>
  );
}
