import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useMe } from '../../../lib/me-query';
import { useAccountT } from '../account-i18n';
import { useAccount } from '../api/account-queries';
import { EmailSection } from '../components/account/email-section';
import { LanguageSection } from '../components/account/language-section';
import { NotificationsSection } from '../components/account/notifications-section';
import { PasswordSection } from '../components/account/password-section';
import { ProfileSection } from '../components/account/profile-section';
import { AccountProfileCard } from '../components/account-profile-card';
import { FeaturesCard } from '../components/features-card';
import { LicensesCard } from '../components/licenses-card';

/** /teacher/accountsetting/: every staff member's own account, one section after another: who they are, their
 * name, email, password, language and mail choices, then the licenses they work under and what those include. */
export function AccountSettingsPage({ billing }: { billing?: ReactNode }) {
  const at = useAccountT();
  const me = useMe();
  const account = useAccount();
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {at('account.title')}
        </Title>
        <Text c="dimmed">{at('account.intro')}</Text>
      </Stack>
      {me.isPending ? (
        <LoadingBlock lines={3} height={20} />
      ) : me.isError ? (
        <QueryError error={me.error} onRetry={() => me.refetch()} retrying={me.isFetching} />
      ) : (
        <AccountProfileCard me={me.data} />
      )}
      {account.isPending ? (
        <LoadingBlock lines={6} height={20} />
      ) : account.isError ? (
        <QueryError error={account.error} onRetry={() => account.refetch()} retrying={account.isFetching} />
      ) : (
        <>
          <ProfileSection account={account.data} />
          <EmailSection account={account.data} />
          <PasswordSection />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
            <LanguageSection account={account.data} />
            <NotificationsSection account={account.data} />
          </SimpleGrid>
        </>
      )}
      {me.isSuccess && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
          <LicensesCard licenses={me.data.licenses} />
          <FeaturesCard
            permissions={me.data.permissions}
            upgradable={me.data.upgradable}
            districtName={me.data.district?.name ?? null}
          />
        </SimpleGrid>
      )}
      {/* The subscription, invoices and license lists (features/billing), handed in by the router. */}
      {billing}
    </Stack>
  );
}
