import { Group, Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { CsvExportButton } from './csv-export-button';

interface ReportSectionProps {
  title: string;
  /** The section's table as CSV (the same rows as on screen); absent: no export (no table). */
  csv?: { path: string; fileName: string };
  children: ReactNode;
}

/** One titled part of a report (a card, a labelled region), with "Export CSV" when it holds a table. */
export function ReportSection({ title, csv, children }: ReportSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} fz="lg" id={headingId}>
            {title}
          </Title>
          {csv && <CsvExportButton path={csv.path} fileName={csv.fileName} table={title} />}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
