import type { TArcadeHome } from '@clearsheets/shared';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/route-access';
import { ItemPicture } from '../art/item-art';
import { useArcadeT } from '../i18n';

/** Why the arcade is closed now, and the way back to work. */
export function ClosedPanel({ closed }: { closed: NonNullable<TArcadeHome['closed']> }) {
  const t = useArcadeT();
  return (
    <Paper withBorder radius="xl" p="xl">
      <Stack align="center" ta="center" gap="sm">
        <ItemPicture art={{ shape: 'castle', color: '#94a3b8', accent: '#475569' }} size={96} />
        <Title order={2}>{t('closed.title')}</Title>
        <Text fz="lg">
          {t(`closed.${closed.reason}`, {
            className: closed.className,
            start: closed.windowStart,
            end: closed.windowEnd,
          })}
        </Text>
        <Button component={Link} to={PATHS.studentHome} size="lg" radius="xl">
          {t('closed.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
