import type { TImportJob } from '@clearsheets/shared';
import { Badge } from '@mantine/core';
import { useImportJobT } from './i18n';

/** Filled shades with white text at >= 4.5:1 (Mantine's green never reaches it, hence teal for "done"). */
const COLORS: Record<TImportJob['status'], string> = {
  queued: 'gray.7',
  running: 'blue.8',
  done: 'teal.9',
  failed: 'red.9',
};

/** The job's status as a coloured word (the word, not the colour, carries the meaning). */
export function ImportStatusBadge({ status }: { status: TImportJob['status'] }) {
  const t = useImportJobT();
  return (
    <Badge color={COLORS[status]} variant="filled" radius="sm">
      {t(`imports.job.status.${status}`)}
    </Badge>
  );
}
