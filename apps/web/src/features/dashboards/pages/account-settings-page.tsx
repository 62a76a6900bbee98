import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useMe } from '../../../lib/me-query';
import { useAccountT } from '../account-i18n';
import { AccountProfileCard } from '../components/account-profile-card';
import { FeaturesCard } from '../components/features-card';
import { LicensesCard } from '../components/licenses-card';

/** /teacher/accountsetting/: every staff member's own account, with their licenses and what those include. */
export function AccountSettingsPage() {
  const at = useAccountT();
  const me = useMe();
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {at('account.title')}
        </Title>
        <Text c="dimmed">{at('account.intro')}</Text>
      </Stack>
      {me.isPending ? (
        <LoadingBlock lines={6} height={20} />
      ) : me.isError ? (
        <QueryError error={me.error} onRetry={() => me.refetch()} retrying={me.isFetching} />
      ) : (
        <>
          <AccountProfileCard me={me.data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
            <LicensesCard licenses={me.data.licenses} />
            <FeaturesCard
              permissions={me.data.permissions}
              upgradable={me.data.upgradable}
              districtName={me.data.district?.name ?? null}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
