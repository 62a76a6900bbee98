import type { LessonSessionStatus } from '@clearsheets/shared';
import { Badge } from '@mantine/core';
import { ATTEMPT_STATUS_TINTS } from '../../../lib/status-colors';
import { useLessonsT } from '../i18n';

// Live is "working" blue, paused grey, ended "done" green: the status colours the monitor uses.
const TINTS = {
  live: ATTEMPT_STATUS_TINTS.in_progress,
  paused: ATTEMPT_STATUS_TINTS.not_started,
  ended: ATTEMPT_STATUS_TINTS.submitted,
} as const;

/** The session's status as a badge. */
export function StatusBadge({ status, size = 'md' }: { status: LessonSessionStatus; size?: 'md' | 'lg' }) {
  const t = useLessonsT();
  const tint = TINTS[status];
  return (
    <Badge size={size} radius="sm" styles={{ root: { background: tint.bg, color: tint.c } }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
