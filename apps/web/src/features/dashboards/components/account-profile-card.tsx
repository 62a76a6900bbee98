import type { TMe } from '@clearsheets/shared';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { SectionCard } from '../../../components/section-card';
import { useTranslation } from '../../../lib/i18n';
import { useAccountT } from '../account-i18n';

/** Who the account belongs to: name, sign-in names, role, school and district, as the server knows them. */
export function AccountProfileCard({ me }: { me: TMe }) {
  const at = useAccountT();
  const { t } = useTranslation();
  const none = at('account.none');
  const rows: [string, string][] = [
    [at('account.name'), `${me.user.firstName} ${me.user.lastName}`.trim()],
    [at('account.username'), me.user.username],
    [at('account.email'), me.user.email ?? none],
    [at('account.role'), t(`roles.${me.user.role}`)],
    [at('account.school'), me.school?.name ?? none],
    [at('account.district'), me.district?.name ?? none],
  ];
  return (
    <SectionCard title={at('account.profile')}>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        {rows.map(([label, value]) => (
          <Stack key={label} gap={2}>
            <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
