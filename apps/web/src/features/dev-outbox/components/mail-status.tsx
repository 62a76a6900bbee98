import type { TDevOutboxItem } from '@clearsheets/shared';
import { Badge } from '@mantine/core';
import { useDevOutboxT } from '../i18n';

/** Filled shades with white text at >= 4.5:1; the word, not the colour, carries the meaning. */
const COLORS: Record<TDevOutboxItem['status'], string> = { pending: 'gray.7', sent: 'teal.9', failed: 'red.9' };

export function MailStatus({ status }: { status: TDevOutboxItem['status'] }) {
  const t = useDevOutboxT();
  return (
    <Badge color={COLORS[status]} variant="filled" radius="sm" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
