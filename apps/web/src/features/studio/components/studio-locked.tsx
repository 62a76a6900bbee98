import { MESSAGES } from '@clearsheets/shared';
import { Alert, Stack, Title } from '@mantine/core';
import { useStudioT } from '../i18n';

/** The studio is a paid feature: a free license sees why it cannot open it. */
export function StudioLocked() {
  const t = useStudioT();
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('studio.list.title')}
      </Title>
      <Alert color="brand" variant="light" title={t('studio.list.locked')}>
        {MESSAGES.upgradeRequired}
      </Alert>
    </Stack>
  );
}
