import { Badge } from '@mantine/core';
import { ATTEMPT_STATUS_TINTS } from '../../../lib/status-colors';
import { useResultsT } from '../i18n';
import type { StudentStatus } from '../lib/student-table';

/** Not started / In progress / Submitted, always in words (the colour only repeats them). */
export function StatusBadge({ status }: { status: StudentStatus }) {
  const t = useResultsT();
  return (
    <Badge {...ATTEMPT_STATUS_TINTS[status]} variant="light" radius="sm" tt="none" className="cs-status-badge">
      {t(`results.status.${status}`)}
    </Badge>
  );
}
