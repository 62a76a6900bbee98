import { GRADES, type LicenseStatus, OPEN_ENDED_DATE, type TLicensePage, type TLicenseRow } from '@clearsheets/shared';
import { Badge, Box, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { ListPagination } from '../../../components/list-pagination';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { SectionCard } from '../../../components/section-card';
import { useTranslation } from '../../../lib/i18n';
import { LICENSE_PAGE_SIZE } from '../api/billing-queries';
import { useBillingT } from '../i18n';
import { formatDay } from '../lib/format';

const STATUS_COLORS: Record<LicenseStatus, string> = { in_force: 'brand', expired: 'gray', future: 'blue' };

interface LicensesListCardProps {
  list: {
    data: TLicensePage | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  page: number;
  onPage: (page: number) => void;
  status: LicenseStatus | null;
  onStatus: (status: LicenseStatus | null) => void;
}

function useRowText() {
  const bt = useBillingT();
  const { i18n } = useTranslation();
  return {
    grades: (grades: string[]) =>
      GRADES.every((g) => grades.includes(g)) ? bt('billing.licenses.allGrades') : grades.join(', ') || '—',
    dates: (row: TLicenseRow) => {
      const start = formatDay(row.startsOn, i18n.language);
      return row.endsOn === OPEN_ENDED_DATE
        ? bt('billing.licenses.openEnded', { start })
        : bt('billing.licenses.from', { start, end: formatDay(row.endsOn, i18n.language) });
    },
    holder: (row: TLicenseRow) =>
      row.schoolName
        ? `${bt(`billing.licenses.scope_${row.scope}`)} · ${row.schoolName}`
        : bt(`billing.licenses.scope_${row.scope}`),
  };
}

function StatusBadge({ status }: { status: LicenseStatus }) {
  const bt = useBillingT();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {bt(`billing.licenses.status_${status}`)}
    </Badge>
  );
}

/** Account settings for district admins and a school's leaders: every license in their reach, with seats and
 * dates, filterable by status and paged. A table on wide screens, one card per license on a phone. */
export function LicensesListCard({ list, page, onPage, status, onStatus }: LicensesListCardProps) {
  const bt = useBillingT();
  const text = useRowText();
  const data = list.data;
  return (
    <SectionCard title={bt('billing.licenses.heading')}>
      {data && (
        <Text size="sm">
          {bt(data.reach === 'district' ? 'billing.licenses.intro_district' : 'billing.licenses.intro_school')}
        </Text>
      )}
      <Select
        label={bt('billing.licenses.filterStatus')}
        value={status ?? 'all'}
        onChange={(value) => onStatus(value && value !== 'all' ? (value as LicenseStatus) : null)}
        data={[
          { value: 'all', label: bt('billing.licenses.any') },
          { value: 'in_force', label: bt('billing.licenses.status_in_force') },
          { value: 'expired', label: bt('billing.licenses.status_expired') },
          { value: 'future', label: bt('billing.licenses.status_future') },
        ]}
        allowDeselect={false}
        w={{ base: '100%', xs: 220 }}
      />
      {list.isPending ? (
        <LoadingBlock lines={4} height={20} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : !data || data.items.length === 0 ? (
        <Text size="sm">{bt('billing.licenses.empty')}</Text>
      ) : (
        <>
          <Box visibleFrom="sm">
            <Table fz="sm" verticalSpacing="xs" captionSide="top" striped>
              <Table.Caption style={{ textAlign: 'left' }}>{bt('billing.licenses.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{bt('billing.licenses.holder')}</Table.Th>
                  <Table.Th scope="col">{bt('billing.licenses.license')}</Table.Th>
                  <Table.Th scope="col">{bt('billing.licenses.grades')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {bt('billing.licenses.seats')}
                  </Table.Th>
                  <Table.Th scope="col">{bt('billing.licenses.dates')}</Table.Th>
                  <Table.Th scope="col">{bt('billing.licenses.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {row.holder.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {text.holder(row)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.name}</Text>
                      <Text size="xs" c="dimmed">
                        {bt(`billing.licenses.source_${row.source}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{text.grades(row.grades)}</Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {row.seats ?? bt('billing.licenses.noSeats')}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{text.dates(row)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={row.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <Stack component="ul" gap="sm" p={0} m={0} hiddenFrom="sm" style={{ listStyle: 'none' }}>
            {data.items.map((row) => (
              <Paper component="li" key={row.id} bg="gray.0" p="sm" radius="md">
                <Stack gap={4}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text fw={600} size="sm">
                      {row.holder.name}
                    </Text>
                    <StatusBadge status={row.status} />
                  </Group>
                  <Text size="xs" c="dimmed">
                    {text.holder(row)}
                  </Text>
                  <Text size="sm">
                    {row.name} · {bt(`billing.licenses.source_${row.source}`)}
                  </Text>
                  <Text size="sm">
                    {bt('billing.licenses.grades')}: {text.grades(row.grades)}
                  </Text>
                  {row.seats !== null && (
                    <Text size="sm">
                      {bt('billing.licenses.seats')}: {row.seats}
                    </Text>
                  )}
                  <Text size="sm">{text.dates(row)}</Text>
                </Stack>
              </Paper>
            ))}
          </Stack>
          <ListPagination
            total={data.total}
            page={page}
            pageSize={LICENSE_PAGE_SIZE}
            onChange={onPage}
            labels={{
              nav: bt('billing.licenses.pages'),
              previous: bt('billing.licenses.previous'),
              next: bt('billing.licenses.next'),
              page: (p) => bt('billing.licenses.page', { page: p }),
              range: (from, to, total) => bt('billing.licenses.range', { from, to, total }),
            }}
          />
        </>
      )}
    </SectionCard>
  );
}
