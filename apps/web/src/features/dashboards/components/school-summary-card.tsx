import { Group, SimpleGrid, Text } from '@mantine/core';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { SectionCard } from '../../../components/section-card';
import { useTranslation } from '../../../lib/i18n';
import { useDistrictOverview } from '../api/district-overview-query';
import { StatTile } from './stat-tile';

/** School leaders' summary of their own school (teachers and students), from the district overview. */
export function SchoolSummaryCard({ schoolId }: { schoolId: number | null }) {
  const { t } = useTranslation();
  const overview = useDistrictOverview();
  const school =
    overview.data?.schools.find((s) => s.id === schoolId) ?? (schoolId ? undefined : overview.data?.schools[0]);
  return (
    <SectionCard title={t('staff.school.heading')}>
      {overview.isPending ? (
        <LoadingBlock lines={2} height={48} />
      ) : overview.isError ? (
        <QueryError error={overview.error} onRetry={() => overview.refetch()} retrying={overview.isFetching} />
      ) : school ? (
        <>
          <Group>
            <Text fw={600}>{school.name}</Text>
          </Group>
          <SimpleGrid cols={2} spacing="sm">
            <StatTile label={t('staff.school.teachers')} value={school.teachers} />
            <StatTile label={t('staff.school.students')} value={school.students} />
          </SimpleGrid>
        </>
      ) : (
        <Text>{t('staff.school.notFound')}</Text>
      )}
    </SectionCard>
  );
}
