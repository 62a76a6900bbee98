import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/** The spec's "Loading..." while the session restores, a guard decides or a page's code arrives. */
export function PageLoader({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={fullPage ? '100dvh' : 240} p="md">
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader size="md" aria-hidden="true" />
        <Text fw={500}>{t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}
