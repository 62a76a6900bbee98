import { MESSAGES, type TLessonCard } from '@clearsheets/shared';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { UpgradeText } from '../../../components/upgrade-text';
import { isApiError } from '../../../lib/api-client';
import { lessonDetailQueryOptions, useLaunchLesson, useTeacherClasses } from '../api/lesson-queries';
import { useLessonsT } from '../i18n';
import { lessonPaths } from '../lib/paths';

interface LaunchModalProps {
  lesson: Pick<TLessonCard, 'id' | 'title'> | null;
  onClose: () => void;
}

/** Launch: choose classes, start the session, go to its control screen. A free license reads how to upgrade. */
export function LaunchModal({ lesson, onClose }: LaunchModalProps) {
  const t = useLessonsT();
  const opened = lesson !== null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={lesson ? t('launch.title', { title: lesson.title }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('launch.close') }}
    >
      {lesson && <LaunchForm lessonId={lesson.id} onClose={onClose} />}
    </Modal>
  );
}

function LaunchForm({ lessonId, onClose }: { lessonId: number; onClose: () => void }) {
  const t = useLessonsT();
  const navigate = useNavigate();
  const fieldId = useId();
  const detail = useQuery(lessonDetailQueryOptions(lessonId));
  const canLaunch = detail.data?.canLaunch;
  const classes = useTeacherClasses(canLaunch === true);
  const launch = useLaunchLesson();
  const [classIds, setClassIds] = useState<number[]>([]);
  const [error, setError] = useState<'chooseOne' | null>(null);
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const items = classes.data?.items ?? [];
  // One class: already chosen.
  useEffect(() => {
    const only = items.length === 1 ? items[0] : undefined;
    if (only) setClassIds((ids) => (ids.length ? ids : [only.id]));
  }, [items]);

  if (detail.isPending) return <LoadingBlock lines={3} />;
  if (detail.isError)
    return <QueryError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />;
  if (!canLaunch || upgrade)
    return (
      <Stack gap="md">
        <Alert color="orange" variant="light">
          <UpgradeText text={upgrade ?? MESSAGES.upgradeRequired} />
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('launch.close')}
          </Button>
        </Group>
      </Stack>
    );
  if (classes.isPending) return <LoadingBlock lines={3} />;
  if (classes.isError)
    return <QueryError error={classes.error} onRetry={() => classes.refetch()} retrying={classes.isFetching} />;

  const start = () => {
    if (!classIds.length) {
      setError('chooseOne');
      return;
    }
    launch.mutate(
      { lessonId, classIds },
      {
        onSuccess: (session) => navigate(lessonPaths.launch(session.accessCode, session.kind)),
        onError: (e) => {
          if (isApiError(e) && e.status === 403) setUpgrade(e.detail ?? e.title);
        },
      },
    );
  };
  const failed = launch.isError && !(isApiError(launch.error) && launch.error.status === 403);
  return (
    <Stack gap="md">
      {items.length === 0 ? (
        <Text>{t('launch.noClasses')}</Text>
      ) : (
        <Checkbox.Group
          id={fieldId}
          label={t('launch.classes')}
          description={t('launch.classesHint')}
          value={classIds.map(String)}
          onChange={(values) => {
            setClassIds(values.map(Number));
            setError(null);
          }}
          error={error ? t(`launch.${error}`) : undefined}
          errorProps={{ role: 'alert' }}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {items.map((cls) => (
              <Checkbox
                key={cls.id}
                value={String(cls.id)}
                label={cls.name}
                description={t('launch.students', { count: cls.studentCount })}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {isApiError(launch.error) ? (launch.error.detail ?? launch.error.title) : t('launch.failed')}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={launch.isPending}>
          {t('launch.cancel')}
        </Button>
        <Button onClick={start} loading={launch.isPending} disabled={items.length === 0}>
          {t('launch.start')}
        </Button>
      </Group>
    </Stack>
  );
}
