import { Badge } from '@mantine/core';
import { useLibraryT } from '../i18n';
import { OK_TEXT, TODO_TEXT } from '../lib/status-colors';

/** "Ready to assign" or "Missing answers": whether every question has its correct answers. */
export function ReadinessBadge({ ready }: { ready: boolean }) {
  const t = useLibraryT();
  return (
    <Badge variant="light" color={ready ? 'green' : 'orange'} c={ready ? OK_TEXT : TODO_TEXT} size="sm">
      {ready ? t('library.ready') : t('library.missingAnswers')}
    </Badge>
  );
}
