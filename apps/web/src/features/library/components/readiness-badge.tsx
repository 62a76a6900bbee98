import { Badge } from '@mantine/core';
import { useLibraryT } from '../i18n';

/** "Ready to assign" or "Missing answers": whether every question has its correct answers. */
export function ReadinessBadge({ ready }: { ready: boolean }) {
  const t = useLibraryT();
  return (
    <Badge variant="light" color={ready ? 'green.9' : 'orange.9'} size="sm">
      {ready ? t('library.ready') : t('library.missingAnswers')}
    </Badge>
  );
}
