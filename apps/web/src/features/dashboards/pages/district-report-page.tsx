import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useSession } from '../../../lib/session-store';
import { useDistrictOverview } from '../api/district-overview-query';
import { DistrictSchoolsTable } from '../components/district-schools-table';
import { StatTile } from '../components/stat-tile';

/** /districtadmin/report, the district admin's home: the district and its schools' head counts. */
export function DistrictReportPage() {
  const { t } = useTranslation();
  const session = useSession();
  const overview = useDistrictOverview();
  const user = session.status === 'signedIn' ? session.user : null;
  const role = session.status === 'signedIn' ? session.role : 'DistrictAdmin';
  const districtName = overview.data?.district.name ?? user?.DistrictName ?? t('staff.nav.districtReport');
  const name = [user?.FirstName, user?.LastName].filter(Boolean).join(' ');
  const schools = overview.data?.schools ?? [];
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {districtName}
        </Title>
        <Text c="dimmed">{t('staff.district.intro', { name, role: t(`roles.${role}`) })}</Text>
      </Stack>
      {overview.isPending ? (
        <LoadingBlock lines={5} height={28} />
      ) : overview.isError ? (
        <QueryError error={overview.error} onRetry={() => overview.refetch()} retrying={overview.isFetching} />
      ) : (
        <>
          <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'sm' }}>
            <StatTile label={t('staff.district.schoolsCount')} value={schools.length} />
            <StatTile
              label={t('staff.district.teachers')}
              value={schools.reduce((sum, school) => sum + school.teachers, 0)}
            />
            <StatTile
              label={t('staff.district.students')}
              value={schools.reduce((sum, school) => sum + school.students, 0)}
            />
          </SimpleGrid>
          <DistrictSchoolsTable districtName={overview.data.district.name} schools={schools} />
        </>
      )}
    </Stack>
  );
}
