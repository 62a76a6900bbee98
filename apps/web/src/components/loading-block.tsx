import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/** Skeleton lines that screen readers announce as "Loading..." (a skeleton alone says nothing). */
export function LoadingBlock({ lines = 3, height = 16 }: { lines?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines never reorder
        <Skeleton key={index} height={height} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}
