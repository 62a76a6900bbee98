import { gameById } from '@clearsheets/shared';
import { NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useTranslation } from '../../../lib/i18n';
import { localeDateFormat } from '../../../lib/locale-format';
import { arcadeClassesQueryOptions, classArcadeQueryOptions, classSummaryQueryOptions } from '../api/arcade-api';
import { ClassArcadeSettings } from '../components/class-arcade-settings';
import { DistrictSwitch } from '../components/district-switch';
import { PeriodFields } from '../components/period-fields';
import { useArcadeT } from '../i18n';

const playedOn = localeDateFormat({ month: 'short', day: 'numeric', year: 'numeric' });

/** /teacher/assignment/classgamesummary: a class's players, best scores and coins in a period, and its arcade
 * settings; a district admin's district switch above. */
export function ClassGameSummaryPage() {
  const t = useArcadeT();
  const [params, setParams] = useSearchParams();
  const classes = useQuery(arcadeClassesQueryOptions());
  const items = classes.data?.items ?? [];
  const classId = Number(params.get('classId')) || items[0]?.id || 0;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const update = (next: Record<string, string>) => {
    const merged = { classId: String(classId), from, to, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)), { replace: true });
  };
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('summary.title')}</Title>
        <Text c="dimmed">{t('summary.teacherIntro')}</Text>
      </div>
      <DistrictSwitch />
      {classes.isPending ? (
        <LoadingBlock lines={3} />
      ) : classes.isError ? (
        <QueryError error={classes.error} onRetry={() => classes.refetch()} retrying={classes.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState art="groups" title={t('summary.noClasses')} body={t('summary.noClassesBody')} />
      ) : (
        <>
          <NativeSelect
            label={t('summary.classLabel')}
            value={String(classId)}
            onChange={(e) => update({ classId: e.currentTarget.value })}
            data={items.map((c) => ({ value: String(c.id), label: `${c.name} (${c.schoolName})` }))}
            maw={420}
          />
          <PeriodFields from={from} to={to} onChange={(p) => update(p)} />
          <ClassSummaryTable classId={classId} from={from} to={to} />
          <ClassSettingsSection classId={classId} />
        </>
      )}
    </Stack>
  );
}

function ClassSummaryTable({ classId, from, to }: { classId: number; from: string; to: string }) {
  const t = useArcadeT();
  const { t: common } = useTranslation();
  const valid = !from || !to || from <= to;
  const summary = useQuery({
    ...classSummaryQueryOptions(classId, from || undefined, to || undefined),
    enabled: valid,
  });
  if (summary.isPending) return <LoadingBlock lines={4} />;
  if (summary.isError)
    return <QueryError error={summary.error} onRetry={() => summary.refetch()} retrying={summary.isFetching} />;
  const rows = summary.data.rows;
  if (!rows.some((r) => r.rounds > 0))
    return (
      <Text fw={700} role="status">
        {common('messages.noStudentPlayed')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={t('summary.tableLabel', { from: summary.data.from, to: summary.data.to })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('summary.studentCol')}</Table.Th>
            <Table.Th>{t('summary.displayCol')}</Table.Th>
            <Table.Th>{t('summary.roundsCol')}</Table.Th>
            <Table.Th>{t('summary.gamesCol')}</Table.Th>
            <Table.Th>{t('summary.earnedCol')}</Table.Th>
            <Table.Th>{t('summary.spentCol')}</Table.Th>
            <Table.Th>{t('summary.lastCol')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.studentId}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>{r.displayName ?? '—'}</Table.Td>
              <Table.Td>{r.rounds}</Table.Td>
              <Table.Td>
                {r.games.length
                  ? r.games
                      .map((g) => `${gameById(g.gameId)?.name} (${g.rounds}, ${t('summary.bestCol')} ${g.best})`)
                      .join('; ')
                  : '—'}
              </Table.Td>
              <Table.Td>{r.coinsEarned}</Table.Td>
              <Table.Td>{r.coinsSpent}</Table.Td>
              <Table.Td>{r.lastPlayed ? playedOn.format(new Date(r.lastPlayed)) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ClassSettingsSection({ classId }: { classId: number }) {
  const arcade = useQuery(classArcadeQueryOptions(classId));
  if (arcade.isPending) return <LoadingBlock lines={3} />;
  if (arcade.isError)
    return <QueryError error={arcade.error} onRetry={() => arcade.refetch()} retrying={arcade.isFetching} />;
  return <ClassArcadeSettings arcade={arcade.data} />;
}
