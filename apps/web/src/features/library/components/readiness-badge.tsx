import { Badge } from '@mantine/core';
import { COMPLETE_TEXT, INCOMPLETE_TEXT } from '../../../lib/status-colors';
import { useLibraryT } from '../i18n';

/** "Ready to assign" or "Missing answers": whether every question has its correct answers. */
export function ReadinessBadge({ ready }: { ready: boolean }) {
  const t = useLibraryT();
  return (
    <Badge variant="light" color={ready ? 'green' : 'orange'} c={ready ? COMPLETE_TEXT : INCOMPLETE_TEXT} size="sm">
      {ready ? t('library.ready') : t('library.missingAnswers')}
    </Badge>
  );
}
