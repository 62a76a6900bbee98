import { SimpleGrid, Stack } from '@mantine/core';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useMe } from '../../../lib/me-query';
import { isRoleAllowed, SCHOOL_LEADER_ROLES } from '../../../lib/route-access';
import { useSession } from '../../../lib/session-store';
import { FeaturesCard } from '../components/features-card';
import { LicensesCard } from '../components/licenses-card';
import { PendingGradingCard } from '../components/pending-grading-card';
import { ProfileHeading } from '../components/profile-heading';
import { SchoolSummaryCard } from '../components/school-summary-card';

/** /teacher and /teacher/dashboard: who you are, your licenses, your features; leaders also see their school. */
export function StaffHomePage() {
  const session = useSession();
  const me = useMe();
  const claims = session.status === 'signedIn' ? session.user : null;
  const role = me.data?.user.role ?? (session.status === 'signedIn' ? session.role : 'Teacher');
  const name = me.data
    ? `${me.data.user.firstName} ${me.data.user.lastName}`.trim()
    : [claims?.FirstName, claims?.LastName].filter(Boolean).join(' ');
  return (
    <Stack gap="lg" maw={1100}>
      <ProfileHeading
        name={name}
        role={role}
        schoolName={me.data ? (me.data.school?.name ?? null) : (claims?.SchoolName ?? null)}
        districtName={me.data ? (me.data.district?.name ?? null) : (claims?.DistrictName ?? null)}
      />
      {role === 'Teacher' && <PendingGradingCard />}
      {me.isPending ? (
        <LoadingBlock lines={6} height={20} />
      ) : me.isError ? (
        <QueryError error={me.error} onRetry={() => me.refetch()} retrying={me.isFetching} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="lg">
            <LicensesCard licenses={me.data.licenses} />
            {isRoleAllowed(role, SCHOOL_LEADER_ROLES) && <SchoolSummaryCard schoolId={me.data.school?.id ?? null} />}
          </Stack>
          <FeaturesCard permissions={me.data.permissions} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
