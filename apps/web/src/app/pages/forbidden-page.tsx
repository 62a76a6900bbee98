import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { homePathFor, PATHS } from '../../lib/route-access';
import { useSession } from '../../lib/session-store';

/** The 403 page of each area: says why, and leads back to the user's own home. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const session = useSession();
  const home = session.status === 'signedIn' ? homePathFor(session.role) : PATHS.login;
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={640} mx="auto" mt="lg" shadow="xs">
      <Stack gap="md" align="flex-start">
        <Text fz={48} fw={800} lh={1} c="dimmed" aria-hidden="true">
          403
        </Text>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('errors.forbiddenTitle')}
        </Title>
        <Text>
          {t(
            session.status === 'signedIn' && session.role === 'Student'
              ? 'errors.forbiddenBodyStudent'
              : 'errors.forbiddenBody',
          )}
        </Text>
        <Button component={Link} to={home}>
          {t('common.goHome')}
        </Button>
      </Stack>
    </Paper>
  );
}
