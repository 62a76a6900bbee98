import type { TScopeAssignmentRow, TScopeClassAssignmentRow } from '@clearsheets/shared';
import { Anchor, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatPercent } from '../../lib/format';
import { useScopeT } from '../i18n';
import { scopePaths } from '../lib/scope-paths';
import { ScrollTable } from './scroll-table';

type Row = TScopeClassAssignmentRow & Partial<Pick<TScopeAssignmentRow, 'schoolName' | 'teacherName' | 'classes'>>;

/** Assignments with their reach, submissions, grading and score; each opens its results. */
export function AssignmentsTable({
  rows,
  caption,
  withPlace = false,
}: {
  rows: Row[];
  caption: string;
  withPlace?: boolean;
}) {
  const t = useScopeT();
  return (
    <ScrollTable minWidth={withPlace ? 980 : 820} label={caption}>
      <Table striped withTableBorder verticalSpacing="xs" horizontalSpacing="xs" captionSide="top">
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('scope.table.assignment')}</Table.Th>
            {withPlace && (
              <>
                <Table.Th scope="col">{t('scope.table.teacher')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('scope.table.classes')}
                </Table.Th>
              </>
            )}
            <Table.Th scope="col">{t('scope.table.starts')}</Table.Th>
            <Table.Th scope="col">{t('scope.table.due')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('scope.table.assigned')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('scope.table.started')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('scope.table.submitted')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('scope.table.graded')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('scope.table.pending')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('scope.table.percent')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Th scope="row" fw={500} miw={240}>
                <Anchor component={Link} to={scopePaths.assignment(a.id)} fw={600}>
                  {a.title}
                </Anchor>
                {a.staff && (
                  <div style={{ marginTop: 4 }}>
                    <Badge variant="light" color="grape" c="grape.9" tt="none">
                      {t('scope.kinds.staffBadge')}
                    </Badge>
                  </div>
                )}
              </Table.Th>
              {withPlace && (
                <>
                  <Table.Td miw={140}>
                    {a.teacherName}
                    <Text size="xs" c="dimmed">
                      {a.schoolName}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{a.classes}</Table.Td>
                </>
              )}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(a.startsAt)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(a.dueAt)}</Table.Td>
              <Table.Td ta="right">{a.assigned}</Table.Td>
              <Table.Td ta="right">{a.started}</Table.Td>
              <Table.Td ta="right">{a.submitted}</Table.Td>
              <Table.Td ta="right">{a.graded}</Table.Td>
              <Table.Td ta="right">{a.pending}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatPercent(a.percent)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
