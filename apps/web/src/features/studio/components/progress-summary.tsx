import { Progress, Stack, Text } from '@mantine/core';
import { useStudioT } from '../i18n';

/** "7 of 10 questions complete" with a bar: complete questions have their answers and can be assigned. */
export function ProgressSummary({ complete, total }: { complete: number; total: number }) {
  const t = useStudioT();
  const label = t('studio.header.progress', { complete, total });
  return (
    <Stack gap={4} miw={180} style={{ flex: '1 1 180px' }} maw={320}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Progress
        value={total ? (complete / total) * 100 : 0}
        color={complete === total && total > 0 ? 'green.8' : 'brand'}
        size="sm"
        aria-label={label}
      />
    </Stack>
  );
}
