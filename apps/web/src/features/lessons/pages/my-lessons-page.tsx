import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { notify } from '../../../components/notify';
import { QueryError } from '../../../components/query-error';
import { UpgradeText } from '../../../components/upgrade-text';
import { isApiError } from '../../../lib/api-client';
import {
  myLessonsQueryOptions,
  useDeleteMyLesson,
  useDuplicateLesson,
  useShareMyLesson,
} from '../api/my-lesson-queries';
import { LaunchModal } from '../components/launch-modal';
import { MyLessonCard, type MyLessonItem } from '../components/my-lesson-card';
import { OpenSessions } from '../components/open-sessions';
import { lessonPaths } from '../lib/paths';
import { useMyT } from '../my-i18n';
import '../lessons.css';

const errorText = (e: unknown, fallback: string) => (isApiError(e) ? (e.detail ?? e.title) : fallback);

/** /teacher/myclearlesson: the teacher's own lessons and those shared in the school, with their actions. */
export function MyLessonsPage() {
  const t = useMyT();
  const mineId = useId();
  const sharedId = useId();
  const list = useQuery(myLessonsQueryOptions());
  const duplicate = useDuplicateLesson();
  const share = useShareMyLesson();
  const remove = useDeleteMyLesson();
  const [launching, setLaunching] = useState<MyLessonItem | null>(null);
  const [deleting, setDeleting] = useState<MyLessonItem | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const items = list.data?.items ?? [];
  const mine = items.filter((l) => l.mine);
  const others = items.filter((l) => !l.mine);
  const closeLabel = t('notices.close');

  const failed = (e: unknown) => {
    if (isApiError(e) && e.status === 403) setRefusal(e.detail ?? e.title);
    else notify({ message: errorText(e, t('notices.failed')), error: true, closeLabel });
  };
  const onDuplicate = (lesson: MyLessonItem) => {
    setBusyId(lesson.id);
    duplicate.mutate(lesson.id, {
      onSuccess: () => notify({ message: t('notices.duplicated', { title: lesson.title }), closeLabel }),
      onError: failed,
      onSettled: () => setBusyId(null),
    });
  };
  const onShare = (lesson: MyLessonItem) => {
    setBusyId(lesson.id);
    share.mutate(
      { id: lesson.id, shared: !lesson.shared },
      {
        onSuccess: (r) =>
          notify({ message: t(r.shared ? 'notices.shared' : 'notices.unshared', { title: lesson.title }), closeLabel }),
        onError: failed,
        onSettled: () => setBusyId(null),
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const lesson = deleting;
    remove.mutate(lesson.id, {
      onSuccess: () => {
        setDeleting(null);
        notify({ message: t('notices.deleted', { title: lesson.title }), closeLabel });
      },
    });
  };

  const grid = (cards: MyLessonItem[]) => (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-busy={list.isFetching}
    >
      {cards.map((lesson) => (
        <li key={lesson.id}>
          <MyLessonCard
            lesson={lesson}
            onLaunch={setLaunching}
            onDuplicate={onDuplicate}
            onShare={onShare}
            onDelete={(l) => {
              remove.reset();
              setDeleting(l);
            }}
            busy={busyId === lesson.id}
          />
        </li>
      ))}
    </SimpleGrid>
  );

  return (
    <Stack gap="lg" className="cs-lessons-page">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4} maw={720}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <Button component={Link} to={lessonPaths.build()}>
          {t('build')}
        </Button>
      </Group>
      {refusal && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          withCloseButton
          closeButtonLabel={closeLabel}
          onClose={() => setRefusal(null)}
        >
          <UpgradeText text={refusal} />
        </Alert>
      )}
      <OpenSessions />
      {list.isPending ? (
        <LoadingBlock lines={6} height={28} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : (
        <>
          <section aria-labelledby={mineId}>
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="lg" id={mineId}>
                {t('mine')}
              </Title>
              <Text size="sm" c="dimmed" role="status">
                {t('count', { count: mine.length })}
              </Text>
            </Group>
            {mine.length === 0 ? (
              <EmptyState
                art="worksheets"
                title={t('empty')}
                body={t('emptyBody')}
                headingOrder={3}
                actions={
                  <Button component={Link} to={lessonPaths.build()}>
                    {t('build')}
                  </Button>
                }
              />
            ) : (
              grid(mine)
            )}
          </section>
          <section aria-labelledby={sharedId}>
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="lg" id={sharedId}>
                {t('sharedWithMe')}
              </Title>
              {others.length > 0 && (
                <Text size="sm" c="dimmed">
                  {t('count', { count: others.length })}
                </Text>
              )}
            </Group>
            {list.data?.schoolSharesAwaitConfirmation ? (
              <Text c="dimmed">{t('awaitingConfirmation')}</Text>
            ) : others.length === 0 ? (
              <Text c="dimmed">{t('emptyShared')}</Text>
            ) : (
              grid(others)
            )}
          </section>
        </>
      )}
      <LaunchModal lesson={launching} onClose={() => setLaunching(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={deleting ? t('deleteConfirm.title', { title: deleting.title }) : ''}
        confirmLabel={t('deleteConfirm.confirm')}
        cancelLabel={t('deleteConfirm.cancel')}
        closeLabel={t('deleteConfirm.close')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        loading={remove.isPending}
        error={remove.isError ? errorText(remove.error, t('notices.failed')) : null}
      >
        {t('deleteConfirm.body')}
      </ConfirmModal>
    </Stack>
  );
}
