import { Anchor, Box, Button, Group, Paper, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useGradeResponse } from '../api/grading-mutations';
import { useAssignmentDetail, useGradingQueue, useGradingScales } from '../api/results-queries';
import { GradeDetail } from '../components/grade-detail';
import { GradeQueueList } from '../components/grade-queue-list';
import { PageHeading } from '../components/page-heading';
import { ShortcutHelp } from '../components/shortcut-help';
import { useResultsT } from '../i18n';
import { formatScore } from '../lib/format';
import { notifySuccess } from '../lib/notices';
import { idParam, resultPaths } from '../lib/paths';
import { levelScore } from '../lib/scale-score';
import { gradingShortcut } from '../lib/shortcuts';
import { findSnapshotQuestion } from '../lib/snapshot-question';
import '../results.css';
import { useGradingSession } from './use-grading-session';

export const HIDE_NAMES_KEY = 'cs.results.hideNames';

/** /teacher/graderesult?assignmentId=N: the assignment's written answers, one at a time, scored on a scale. */
export function GradeResultPage() {
  const t = useResultsT();
  const [params] = useSearchParams();
  const assignmentId = idParam(params.get('assignmentId'));
  const queue = useGradingQueue(assignmentId);
  const detail = useAssignmentDetail(assignmentId);
  const scales = useGradingScales();
  const grade = useGradeResponse();
  const [hideNames, setHideNames] = useLocalStorage({ key: HIDE_NAMES_KEY, defaultValue: false });
  const [scoreError, setScoreError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const items = queue.data ?? [];
  const session = useGradingSession(items, scales.data ?? [], detail.data?.questions);
  const { current, draft } = session;
  const nameOf = (item: { studentId: number; studentName: string }) =>
    hideNames ? t('results.student', { number: session.anonymousNumber(item.studentId) }) : item.studentName;

  const goTo = (responseId: number | null) => {
    if (responseId === null) return;
    session.select(responseId);
    setScoreError(null);
    grade.reset();
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const save = () => {
    if (!current || !draft || grade.isPending) return;
    if (draft.score === null) {
      setScoreError(t('results.grade.scoreRequired'));
      document.querySelector<HTMLInputElement>('[data-score-input]')?.focus();
      return;
    }
    const target = session.afterSaveId;
    grade.mutate(
      {
        responseId: current.responseId,
        score: draft.score,
        ...(draft.scaleId !== null ? { gradingScaleId: draft.scaleId } : {}),
        feedback: draft.feedback,
      },
      {
        onSuccess: (reply) => {
          notifySuccess(reply.message);
          session.forget(current.responseId);
          goTo(target);
        },
      },
    );
  };

  const pickLevel = (points: number) => {
    if (!current || !draft) return;
    const scale = scales.data?.find((s) => s.id === draft.scaleId);
    const level = scale?.levels.find((l) => l.points === points);
    if (!scale || !level) {
      setAnnouncement(t('results.grade.noLevel', { points }));
      return;
    }
    const score = levelScore(level.points, scale.maxPoints, current.maxScore);
    session.setDraft({ ...draft, score });
    setScoreError(null);
    setAnnouncement(
      t('results.grade.levelChosen', { label: level.label, score: formatScore(score), max: current.maxScore }),
    );
  };

  // The latest handlers for the one document listener.
  const handlers = useRef({ save, pickLevel, goTo, previousId: session.previousId, nextId: session.nextId });
  handlers.current = { save, pickLevel, goTo, previousId: session.previousId, nextId: session.nextId };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || document.querySelector('[role="dialog"]')) return;
      const shortcut = gradingShortcut({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        target: event.target instanceof HTMLElement ? event.target : null,
      });
      if (!shortcut) return;
      event.preventDefault();
      const h = handlers.current;
      if (shortcut.kind === 'save') h.save();
      else if (shortcut.kind === 'level') h.pickLevel(shortcut.points);
      else h.goTo(shortcut.kind === 'next' ? h.nextId : h.previousId);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const title = detail.data?.title;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeading
        title={t('results.grade.title')}
        eyebrow={
          title && assignmentId ? (
            <Anchor component={Link} to={resultPaths.assignment(assignmentId)} size="sm" fw={600}>
              {title}
            </Anchor>
          ) : null
        }
        intro={t('results.grade.intro')}
        actions={
          <Switch
            label={t('results.hideNames')}
            description={t('results.hideNamesHint')}
            checked={hideNames}
            onChange={(event) => setHideNames(event.currentTarget.checked)}
            maw={300}
          />
        }
      />
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {assignmentId === null ? (
        <Paper withBorder p="lg" radius="md">
          <Text mb="sm">{t('results.grade.noAssignment')}</Text>
          <Button component={Link} to={resultPaths.gradeQueue()} variant="default">
            {t('results.grade.toQueue')}
          </Button>
        </Paper>
      ) : queue.isPending || scales.isPending ? (
        <LoadingBlock lines={6} height={28} />
      ) : queue.isError || scales.isError ? (
        <QueryError
          error={queue.error ?? scales.error}
          onRetry={() => {
            void queue.refetch();
            void scales.refetch();
          }}
          retrying={queue.isFetching || scales.isFetching}
        />
      ) : !current || !draft ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" ta="center" gap="sm">
            <Title order={2} fz="xl">
              {t('results.grade.empty')}
            </Title>
            <Text c="dimmed">{t('results.grade.emptyBody')}</Text>
            <Group justify="center" gap="sm">
              <Button component={Link} to={resultPaths.assignment(assignmentId)}>
                {t('results.grade.seeResults')}
              </Button>
              <Button component={Link} to={resultPaths.gradeQueue()} variant="default">
                {t('results.grade.toQueue')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <>
          <Group justify="space-between" gap="sm">
            <Text fw={700} role="status">
              {t('results.grade.left', { count: items.length })}
            </Text>
            <Anchor component={Link} to={resultPaths.gradeQueue()} size="sm">
              {t('results.grade.toQueue')}
            </Anchor>
          </Group>
          <div className="cs-grade-layout">
            <Stack gap="md" visibleFrom="md" className="cs-grade-side">
              <GradeQueueList items={items} currentId={current.responseId} nameOf={nameOf} onSelect={goTo} />
              <ShortcutHelp />
            </Stack>
            <GradeDetail
              item={current}
              name={nameOf(current)}
              question={findSnapshotQuestion(detail.data?.questions, current.questionId)}
              scales={scales.data ?? []}
              value={draft}
              onChange={(next) => {
                session.setDraft(next);
                if (next.score !== null) setScoreError(null);
              }}
              scoreError={scoreError}
              saving={grade.isPending}
              saveError={grade.error}
              onSave={save}
              onSkip={items.length > 1 ? () => goTo(session.nextId ?? items[0]?.responseId ?? null) : null}
              position={{ current: session.index + 1, total: items.length }}
              onPrevious={session.previousId !== null ? () => goTo(session.previousId) : null}
              onNext={session.nextId !== null ? () => goTo(session.nextId) : null}
              headingRef={headingRef}
            />
            <Box hiddenFrom="md">
              <ShortcutHelp />
            </Box>
          </div>
        </>
      )}
    </Stack>
  );
}
