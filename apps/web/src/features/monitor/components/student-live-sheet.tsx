import { type TQuestionWithPassage, type TResponse, toStudentQuestion } from '@clearsheets/shared';
import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { QuestionView } from '../../questions';
import { monitorKeys, useHideNames, useIdleMs, useMonitorSheet } from '../api/monitor-queries';
import { useMonitorRoom, useServerNow } from '../api/use-monitor-room';
import { useMonitorT } from '../i18n';
import { isIdle, shownName } from '../lib/monitor-state';
import { formatScore, monitorPaths } from '../lib/paths';
import { ConnectionStatus } from './connection-status';
import { PageHeading } from './page-heading';

// Changes of this student refetch the sheet (answers travel only over this authorized request, never in the
// room's events); a burst of saves is one refetch.
const REFETCH_DELAY_MS = 250;

/** One student's sheet as it is being worked: their answers so far, with or without the result marks. */
export function StudentLiveSheet({ assignmentId, studentId }: { assignmentId: number; studentId: number }) {
  const t = useMonitorT();
  const queryClient = useQueryClient();
  const sheet = useMonitorSheet(assignmentId, studentId);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const snapshots = useRef(0);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const { view, connection, refused } = useMonitorRoom(assignmentId, {
    onUpdate: (change) => {
      if (change && change.studentId !== studentId) return;
      // The first snapshot comes with the sheet's own first load; later ones are reconnects.
      if (!change && !snapshots.current++) return;
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        void queryClient.invalidateQueries({ queryKey: monitorKeys.sheet(assignmentId, studentId) });
      }, REFETCH_DELAY_MS);
    },
  });
  const { hideNames } = useHideNames();
  const idleMs = useIdleMs();
  const serverNow = useServerNow(view?.clockOffsetMs ?? 0);
  const [showResults, setShowResults] = useState(true);
  const row = view?.state.students.find((s) => s.id === studentId);
  const name = row ? shownName(row, hideNames) : hideNames ? '…' : (sheet.data?.student.name ?? '…');
  const questions = useMemo(
    () =>
      (sheet.data?.questions ?? []).map((q) => ({
        ...q,
        view: toStudentQuestion(q.question as unknown as TQuestionWithPassage, `monitor-${q.questionId}`),
      })),
    [sheet.data],
  );

  const back = (
    <Anchor component={Link} to={monitorPaths.grid(assignmentId)} size="sm" fw={600}>
      {t('monitor.sheet.back')}
    </Anchor>
  );
  const heading = <PageHeading title={name} eyebrow={back} actions={<ConnectionStatus connection={connection} />} />;
  if (sheet.isPending)
    return (
      <Stack gap="lg" maw={1000} className="cs-mon-page">
        {heading}
        <LoadingBlock lines={8} height={28} />
      </Stack>
    );
  if (sheet.isError || refused)
    return (
      <Stack gap="lg" maw={1000} className="cs-mon-page">
        {heading}
        {sheet.isError ? (
          <QueryError error={sheet.error} onRetry={() => sheet.refetch()} retrying={sheet.isFetching} />
        ) : (
          <Alert color="red" variant="light">
            {t('monitor.refused')}
          </Alert>
        )}
      </Stack>
    );

  const data = sheet.data;
  const status = row?.status ?? data.status;
  const current = row?.status === 'in_progress' ? row.currentQuestionId : null;
  const currentNumber = questions.find((q) => q.questionId === current)?.number;
  const answered = row?.answeredCount ?? data.questions.filter((q) => q.answered).length;
  const idle = row ? isIdle(row, serverNow, idleMs) : false;
  return (
    <Stack gap="lg" maw={1000} className="cs-mon-page">
      {heading}
      <Paper withBorder radius="md" p="md">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="md" m={0}>
          <div>
            <Text component="dt" size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('monitor.sheet.status')}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {t(`monitor.status.${status}`)}
              {idle && (
                <span className="cs-mon-tag cs-mon-idle" data-tag="idle">
                  {t('monitor.grid.idle')}
                </span>
              )}
              {currentNumber !== undefined && (
                <Text span display="block" size="sm" fw={400}>
                  {t('monitor.sheet.current', { number: currentNumber })}
                </Text>
              )}
            </Text>
          </div>
          <div>
            <Text component="dt" size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('monitor.sheet.progress')}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {t('monitor.grid.answeredOf', { count: answered, total: data.questions.length })}
            </Text>
          </div>
          <div>
            <Text component="dt" size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('monitor.sheet.score')}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {row && row.status !== 'not_started'
                ? t('monitor.grid.scoreOf', { score: formatScore(row.score), max: formatScore(row.maxScore) })
                : t('monitor.none')}
            </Text>
          </div>
        </SimpleGrid>
      </Paper>
      {data.message && <Text fw={600}>{data.message}</Text>}
      <Group justify="space-between" gap="md">
        <Text size="sm" c="dimmed">
          {t('monitor.sheet.updated', { name })}
        </Text>
        <Switch
          label={t('monitor.sheet.showResults')}
          description={t('monitor.sheet.showResultsHint')}
          checked={showResults}
          onChange={(e) => setShowResults(e.currentTarget.checked)}
          maw={360}
        />
      </Group>
      <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {questions.map((q) => (
          <li key={q.questionId} className="cs-mon-sheet-item" data-current={q.questionId === current || undefined}>
            {q.questionId === current && (
              <p className="cs-mon-tag cs-mon-now" data-tag="answering">
                {t('monitor.sheet.answeringNow')}
              </p>
            )}
            <QuestionView
              className="cs-q-card"
              question={q.view}
              response={(q.answer ?? undefined) as TResponse | undefined}
              mode="review"
              result={showResults ? (q.result ?? undefined) : undefined}
              number={q.number}
              headingOrder={2}
            />
            {!q.answered && (
              <Text fw={600} c="dimmed" mt="xs">
                {t('monitor.sheet.notAnswered')}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
