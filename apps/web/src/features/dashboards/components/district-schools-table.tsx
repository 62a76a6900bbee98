import type { TDistrictOverview } from '@clearsheets/shared';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format';

type School = TDistrictOverview['schools'][number];

/** The district's schools with teacher and student counts, and a total row. */
export function DistrictSchoolsTable({ districtName, schools }: { districtName: string; schools: School[] }) {
  const { t } = useTranslation();
  if (schools.length === 0) return <Text>{t('staff.district.empty')}</Text>;
  const totals = schools.reduce(
    (sum, school) => ({ teachers: sum.teachers + school.teachers, students: sum.students + school.students }),
    { teachers: 0, students: 0 },
  );
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="sm" captionSide="top" bg="white">
        <Table.Caption ta="left" fw={600} c="dark.7">
          {t('staff.district.tableCaption', { district: districtName })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('staff.district.school')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('staff.district.teachers')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('staff.district.students')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {schools.map((school) => (
            <Table.Tr key={school.id}>
              <Table.Th scope="row" fw={500}>
                {school.name}
              </Table.Th>
              <Table.Td ta="right">{formatCount(school.teachers)}</Table.Td>
              <Table.Td ta="right">{formatCount(school.students)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('staff.district.total')}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatCount(totals.teachers)}
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              {formatCount(totals.students)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
