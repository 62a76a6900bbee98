import { Paper, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/** Placeholder cards in the results grid while a search runs; announced once as "Loading...". */
export function WorksheetCardSkeletons({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders never reorder
          <Paper key={index} withBorder radius="md" p="md">
            <Stack gap="sm">
              <Skeleton height={22} width="80%" />
              <Skeleton height={18} width="60%" />
              <Skeleton height={14} />
              <Skeleton height={14} width="40%" />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </div>
  );
}
