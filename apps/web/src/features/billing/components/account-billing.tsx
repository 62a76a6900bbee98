import type { LicenseStatus } from '@clearsheets/shared';
import { useState } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { useMe } from '../../../lib/me-query';
import { useLicenseList, useMySubscription } from '../api/billing-queries';
import { LicensesListCard } from './licenses-list-card';
import { SubscriptionCard } from './subscription-card';

/** The billing part of account settings (the router hands it to the page): the teacher's subscription and
 * invoices, and for district admins and school leaders the licenses in their reach. Each card shows only when
 * it has something for this user, as the server's answers say. */
export function AccountBilling() {
  const me = useMe();
  const mine = useMySubscription();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<LicenseStatus | null>(null);
  const licenses = useLicenseList(page, status);
  if (mine.isPending || me.isPending) return <LoadingBlock lines={3} height={20} />;
  return (
    <>
      {mine.data && <SubscriptionCard data={mine.data} canSubscribe={!!me.data?.abilities.subscribe} />}
      {((licenses.data && licenses.data.reach !== 'own') || licenses.isError) && (
        <LicensesListCard
          list={licenses}
          page={page}
          onPage={setPage}
          status={status}
          onStatus={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      )}
    </>
  );
}

export default AccountBilling;
