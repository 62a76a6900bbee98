import { gameById } from '@clearsheets/shared';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { localeDateFormat } from '../../../lib/locale-format';
import { PATHS } from '../../../lib/route-access';
import { studentSummaryQueryOptions } from '../api/arcade-api';
import { PeriodFields } from '../components/period-fields';
import { useArcadeT } from '../i18n';

const playedOn = localeDateFormat({ month: 'short', day: 'numeric', year: 'numeric' });

/** /student/assignment/gamesummary: the games the student played, best scores, coins earned and spent. */
export function StudentGameSummaryPage() {
  const t = useArcadeT();
  const [period, setPeriod] = useState({ from: '', to: '' });
  const valid = (!period.from || !period.to || period.from <= period.to) as boolean;
  const summary = useQuery({
    ...studentSummaryQueryOptions(period.from || undefined, period.to || undefined),
    enabled: valid,
  });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('summary.title')}</Title>
        <Text c="dimmed">{t('summary.studentIntro')}</Text>
      </div>
      <PeriodFields from={period.from} to={period.to} onChange={setPeriod} />
      {summary.isPending ? (
        <LoadingBlock lines={3} />
      ) : summary.isError ? (
        <QueryError error={summary.error} onRetry={() => summary.refetch()} retrying={summary.isFetching} />
      ) : (
        <>
          <Group gap="lg">
            <Text fw={700} c="teal.9">
              {t('summary.earned', { count: summary.data.coinsEarned })}
            </Text>
            <Text fw={700} c="red.9">
              {t('summary.spent', { count: summary.data.coinsSpent })}
            </Text>
          </Group>
          {summary.data.games.length === 0 ? (
            <Paper withBorder radius="lg" p="lg">
              <Text fw={700}>{t('summary.nonePlayed')}</Text>
              <Button component={Link} to={PATHS.studentArcade} mt="sm" radius="xl">
                {t('summary.toArcade')}
              </Button>
            </Paper>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table striped aria-label={t('summary.tableLabel', { from: summary.data.from, to: summary.data.to })}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('summary.gameCol')}</Table.Th>
                    <Table.Th>{t('summary.roundsCol')}</Table.Th>
                    <Table.Th>{t('summary.bestCol')}</Table.Th>
                    <Table.Th>{t('summary.lastCol')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {summary.data.games.map((g) => (
                    <Table.Tr key={g.gameId}>
                      <Table.Td>{gameById(g.gameId)?.name}</Table.Td>
                      <Table.Td>{g.rounds}</Table.Td>
                      <Table.Td>{g.best}</Table.Td>
                      <Table.Td>{playedOn.format(new Date(g.lastPlayed))}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
