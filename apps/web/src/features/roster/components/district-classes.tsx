import { Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ListPagination } from '../../../components/list-pagination';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { counts } from '../../../lib/locale-format';
import { useDistrictClasses } from '../api/roster-queries';
import { useRosterT } from '../i18n';
import { CLASSES_SECTION_ID } from './current-roster-import';
import { rosterPagerLabels } from './pagination-labels';

const PAGE_SIZE = 20;

/** Every class of the district with its school (the classes page is for school staff; this is the admin's view). */
export function DistrictClasses() {
  const t = useRosterT();
  const labels = useGradeSubjectLabels();
  const [page, setPage] = useState(1);
  const classes = useDistrictClasses(page, PAGE_SIZE);
  return (
    <Stack gap="sm" component="section" id={CLASSES_SECTION_ID} aria-labelledby={`${CLASSES_SECTION_ID}-heading`}>
      <Title order={2} fz="xl" id={`${CLASSES_SECTION_ID}-heading`} tabIndex={-1}>
        {t('roster.classes.heading')}
      </Title>
      {classes.isPending ? (
        <LoadingBlock lines={4} height={24} />
      ) : classes.isError ? (
        <QueryError error={classes.error} onRetry={() => classes.refetch()} retrying={classes.isFetching} />
      ) : classes.data.total === 0 ? (
        <Text>{t('roster.classes.empty')}</Text>
      ) : (
        <>
          <Table
            withTableBorder
            striped
            verticalSpacing="sm"
            captionSide="top"
            bg="white"
            style={{ overflowWrap: 'break-word' }}
          >
            <Table.Caption ta="left" fw={600} c="dark.7">
              {t('roster.classes.caption')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('roster.classes.class')}</Table.Th>
                <Table.Th scope="col">{t('roster.classes.school')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('roster.classes.students')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {classes.data.items.map((cls) => (
                <Table.Tr key={cls.id}>
                  <Table.Th scope="row" fw={500}>
                    <Text fw={600} size="sm">
                      {cls.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('roster.classes.gradeSubject', {
                        grade: labels.grade(cls.grade),
                        subject: labels.subject(cls.subject),
                      })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {cls.teachers.length
                        ? t('roster.classes.teachers', { names: cls.teachers.map((x) => x.name).join(', ') })
                        : t('roster.classes.noTeacher')}
                    </Text>
                  </Table.Th>
                  <Table.Td>{cls.schoolName}</Table.Td>
                  <Table.Td ta="right">{counts.format(cls.studentCount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ListPagination
            total={classes.data.total}
            page={page}
            pageSize={PAGE_SIZE}
            onChange={setPage}
            labels={rosterPagerLabels(t, t('roster.classes.heading').toLowerCase())}
          />
        </>
      )}
    </Stack>
  );
}
