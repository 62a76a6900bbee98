import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';

/** An address with no page: no placeholder, just a way back ("/" leads to the user's home or sign-in). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="xs" pt="xl">
      <Paper withBorder p="xl" shadow="xs">
        <Stack gap="md" align="flex-start">
          <Title order={1} fz={28}>
            {t('errors.notFoundTitle')}
          </Title>
          <Text>{t('errors.notFoundBody')}</Text>
          <Button component={Link} to="/">
            {t('common.goHome')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
