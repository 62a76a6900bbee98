import type { TStudentUsageRow } from '@clearsheets/shared';
import { Anchor, Table } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ReportPager } from '../../components/report-pager';
import { formatDay } from '../../lib/format';
import { useUsageT } from '../i18n';
import { useDuration } from '../lib/use-duration';
import { ActivityHeads } from './activity-heads';

const PAGE_SIZE = 25;
const num = new Intl.NumberFormat();

interface StudentsUsageTableProps {
  rows: TStudentUsageRow[];
  /** Each student's days. */
  linkOf: (row: TStudentUsageRow) => string;
}

/** One row per student on the roster, in the roster's order (the CSV holds every row, the same way). */
export function StudentsUsageTable({ rows, linkOf }: StudentsUsageTableProps) {
  const t = useUsageT();
  const duration = useDuration();
  const [page, setPage] = useState(1);
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <>
      <div className="cs-report-table-wrap">
        <Table striped highlightOnHover miw={760} aria-label={t('usage.students.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('usage.students.student')}</Table.Th>
              <ActivityHeads />
              <Table.Th scope="col" ta="right">
                {t('usage.students.days')}
              </Table.Th>
              <Table.Th scope="col">{t('usage.students.lastActive')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((s) => {
              const name = `${s.lastName}, ${s.firstName}`;
              return (
                <Table.Tr key={s.studentId}>
                  <Table.Th scope="row" fw={500}>
                    <Anchor
                      component={Link}
                      to={linkOf(s)}
                      fw={600}
                      aria-label={t('usage.students.open', { name: `${s.firstName} ${s.lastName}` })}
                    >
                      {name}
                    </Anchor>
                  </Table.Th>
                  <Table.Td ta="right">{num.format(s.sessions)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {duration(s.activeSeconds)}
                  </Table.Td>
                  <Table.Td ta="right">{num.format(s.answers)}</Table.Td>
                  <Table.Td ta="right">{num.format(s.submissions)}</Table.Td>
                  <Table.Td ta="right">{num.format(s.lessons)}</Table.Td>
                  <Table.Td ta="right">{num.format(s.activeDays)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {s.lastActive ? formatDay(s.lastActive) : t('usage.never')}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {rows.length > PAGE_SIZE && (
        <ReportPager
          total={rows.length}
          page={page}
          pageSize={PAGE_SIZE}
          onChange={setPage}
          list={t('usage.students.table')}
        />
      )}
    </>
  );
}
