import { Badge } from '@mantine/core';
import { useResultsT } from '../i18n';
import type { StudentStatus } from '../lib/student-table';

const COLORS: Record<StudentStatus, string> = { not_started: 'gray', in_progress: 'yellow', submitted: 'green' };

/** Not started / In progress / Submitted, always in words (the colour only repeats them). */
export function StatusBadge({ status }: { status: StudentStatus }) {
  const t = useResultsT();
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm" tt="none" className="cs-status-badge">
      {t(`results.status.${status}`)}
    </Badge>
  );
}
