import { DEMO_PASSWORD, type TClientConfig } from '@clearsheets/shared';
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';

type DemoAccount = NonNullable<TClientConfig['demoAccounts']>[number];

/** Non-production only: the seeded accounts, one click (or key press) fills the sign-in form. */
export function DemoAccounts({
  accounts,
  onPick,
}: {
  accounts: DemoAccount[];
  onPick: (username: string, password: string) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="lg" radius="md" shadow="xs">
      <Stack gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          {t('auth.demoHeading')}
        </Title>
        <Text size="sm">{t('auth.demoNote', { password: DEMO_PASSWORD })}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {accounts.map((account) => (
            <li key={account.username}>
              <Button
                variant="light"
                fullWidth
                h="auto"
                py={8}
                justify="flex-start"
                onClick={() => onPick(account.username, DEMO_PASSWORD)}
                styles={{ label: { flexDirection: 'column', alignItems: 'flex-start', whiteSpace: 'normal' } }}
              >
                <Text component="span" fw={700} size="sm" ff="monospace">
                  {account.username}
                </Text>
                <Text component="span" size="xs" c="dark.6" fw={500}>
                  {account.label}
                </Text>
              </Button>
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
