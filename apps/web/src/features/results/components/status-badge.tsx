import { Badge } from '@mantine/core';
import { useResultsT } from '../i18n';
import type { StudentStatus } from '../lib/student-table';

// Mantine's light badges are too pale to read (under 4.5:1); these tints keep dark text at 7:1 or more.
const COLORS: Record<StudentStatus, { bg: string; c: string }> = {
  not_started: { bg: '#e9ecef', c: '#343a40' },
  in_progress: { bg: '#fff3bf', c: '#6b4800' },
  submitted: { bg: '#d3f9d8', c: '#1b5e20' },
};

/** Not started / In progress / Submitted, always in words (the colour only repeats them). */
export function StatusBadge({ status }: { status: StudentStatus }) {
  const t = useResultsT();
  return (
    <Badge {...COLORS[status]} variant="light" radius="sm" tt="none" className="cs-status-badge">
      {t(`results.status.${status}`)}
    </Badge>
  );
}
