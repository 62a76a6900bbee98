import type { TMyLessonList } from '@clearsheets/shared';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { useLessonsT } from '../i18n';
import { lessonPaths } from '../lib/paths';
import { useMyT } from '../my-i18n';

export type MyLessonItem = TMyLessonList['items'][number];

interface MyLessonCardProps {
  lesson: MyLessonItem;
  onLaunch: (lesson: MyLessonItem) => void;
  onDuplicate: (lesson: MyLessonItem) => void;
  onShare: (lesson: MyLessonItem) => void;
  onDelete: (lesson: MyLessonItem) => void;
  /** The lesson an action is running for (its buttons wait). */
  busy: boolean;
}

/** A My Clear Lesson: title, grade, slides, shared or whose; Edit, Preview, Launch, Duplicate, Share, Delete. */
export function MyLessonCard({ lesson, onLaunch, onDuplicate, onShare, onDelete, busy }: MyLessonCardProps) {
  const t = useMyT();
  const lt = useLessonsT();
  const labels = useGradeSubjectLabels();
  const title = { title: lesson.title };
  const headingId = `my-lesson-${lesson.id}`;
  return (
    <Paper component="article" withBorder radius="md" p="md" h="100%" aria-labelledby={headingId}>
      <Stack gap="xs" h="100%">
        <Title order={3} fz="h4" id={headingId}>
          {lesson.title}
        </Title>
        <Group gap={6}>
          {lesson.grade && (
            <Badge variant="light" color="brand" radius="sm">
              {labels.grade(lesson.grade)}
            </Badge>
          )}
          {lesson.mine && lesson.shared && (
            <Badge variant="light" color="teal" c="teal.9" radius="sm" title={t('card.sharedHint')}>
              {t('card.shared')}
            </Badge>
          )}
        </Group>
        {!lesson.mine && lesson.owner && (
          <Text size="sm" fw={600}>
            {t('card.owner', { owner: lesson.owner })}
          </Text>
        )}
        <Text size="sm" c="dimmed" lineClamp={3}>
          {lesson.description || t('card.noDescription')}
        </Text>
        <Text size="sm" c="dimmed">
          {lt('library.card.slides', { count: lesson.slideCount })} ·{' '}
          {lt('library.card.checks', { count: lesson.checkCount })}
        </Text>
        <Group gap="xs" mt="auto" pt="xs" role="group" aria-label={t('actions.label', title)}>
          {lesson.mine && (
            <Button
              component={Link}
              to={lessonPaths.build(lesson.id)}
              size="sm"
              aria-label={t('actions.editLabel', title)}
            >
              {t('actions.edit')}
            </Button>
          )}
          <Button
            component={Link}
            to={lessonPaths.preview(lesson.id)}
            variant="default"
            size="sm"
            aria-label={lt('library.previewLabel', title)}
          >
            {lt('library.preview')}
          </Button>
          <Button
            variant="default"
            size="sm"
            onClick={() => onLaunch(lesson)}
            aria-label={lt('library.launchLabel', title)}
          >
            {lt('library.launch')}
          </Button>
          <Button
            variant="default"
            size="sm"
            onClick={() => onDuplicate(lesson)}
            disabled={busy}
            aria-label={t('actions.duplicateLabel', title)}
          >
            {t('actions.duplicate')}
          </Button>
          {lesson.mine && (
            <Button
              variant="default"
              size="sm"
              onClick={() => onShare(lesson)}
              disabled={busy}
              aria-label={t(lesson.shared ? 'actions.unshareLabel' : 'actions.shareLabel', title)}
            >
              {t(lesson.shared ? 'actions.unshare' : 'actions.share')}
            </Button>
          )}
          {lesson.mine && (
            <Button
              variant="subtle"
              color="red.9"
              size="sm"
              onClick={() => onDelete(lesson)}
              disabled={busy}
              aria-label={t('actions.deleteLabel', title)}
            >
              {t('actions.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
