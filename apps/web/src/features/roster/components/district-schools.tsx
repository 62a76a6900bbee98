import { Stack, Table, Text, Title } from '@mantine/core';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { counts } from '../../../lib/locale-format';
import { useRosterOverview } from '../api/roster-queries';
import { useRosterT } from '../i18n';
import { SCHOOLS_SECTION_ID } from './current-roster-import';

/** The district's schools with their head counts, as the last import left them. */
export function DistrictSchools() {
  const t = useRosterT();
  const overview = useRosterOverview();
  return (
    <Stack gap="sm" component="section" id={SCHOOLS_SECTION_ID} aria-labelledby={`${SCHOOLS_SECTION_ID}-heading`}>
      <Title order={2} fz="xl" id={`${SCHOOLS_SECTION_ID}-heading`} tabIndex={-1}>
        {t('roster.schools.heading')}
      </Title>
      {overview.isPending ? (
        <LoadingBlock lines={3} height={24} />
      ) : overview.isError ? (
        <QueryError error={overview.error} onRetry={() => overview.refetch()} retrying={overview.isFetching} />
      ) : overview.data.schools.length === 0 ? (
        <Text>{t('roster.schools.empty')}</Text>
      ) : (
        <Table withTableBorder striped verticalSpacing="sm" captionSide="top" bg="white">
          <Table.Caption ta="left" fw={600} c="dark.7">
            {t('roster.schools.caption', { district: overview.data.district.name })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('roster.schools.school')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('roster.schools.teachers')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('roster.schools.students')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {overview.data.schools.map((school) => (
              <Table.Tr key={school.id}>
                <Table.Th scope="row" fw={500}>
                  {school.name}
                </Table.Th>
                <Table.Td ta="right">{counts.format(school.teachers)}</Table.Td>
                <Table.Td ta="right">{counts.format(school.students)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
