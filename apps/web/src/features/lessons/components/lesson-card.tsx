import type { TLessonCard } from '@clearsheets/shared';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { useLessonsT } from '../i18n';
import { lessonPaths } from '../lib/paths';
import { useMyT } from '../my-i18n';

interface LessonCardProps {
  lesson: TLessonCard;
  onLaunch: (lesson: TLessonCard) => void;
  /** "Copy to My Clear Lessons" (duplicates it, then opens the copy in the builder). */
  onCopy?: (lesson: TLessonCard) => void;
  copying?: boolean;
}

/** A library card: title, grade, topic, standards, slides and minutes; Preview, Launch and Copy. */
export function LessonCard({ lesson, onLaunch, onCopy, copying = false }: LessonCardProps) {
  const t = useLessonsT();
  const labels = useGradeSubjectLabels();
  const my = useMyT();
  return (
    <Paper component="article" withBorder radius="md" p="md" h="100%" aria-labelledby={`lesson-${lesson.id}`}>
      <Stack gap="xs" h="100%">
        <Title order={3} fz="h4" id={`lesson-${lesson.id}`}>
          {lesson.title}
        </Title>
        <Group gap={6}>
          {lesson.grade && (
            <Badge variant="light" color="brand" radius="sm">
              {labels.grade(lesson.grade)}
            </Badge>
          )}
          {lesson.domain && (
            <Badge variant="light" color="gray" radius="sm" title={lesson.domain.name}>
              {lesson.domain.code}
            </Badge>
          )}
        </Group>
        {lesson.domain && (
          <Text size="sm">
            <Text span fw={600}>
              {t('library.card.topic')}:
            </Text>{' '}
            {lesson.domain.name}
          </Text>
        )}
        {lesson.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {lesson.description}
          </Text>
        )}
        {lesson.standards.length > 0 && (
          <Text size="sm">
            <Text span fw={600}>
              {t('library.card.standards')}:
            </Text>{' '}
            {lesson.standards.map((s, i) => (
              <span key={s.id} title={s.description}>
                {i > 0 && ', '}
                {s.code}
              </span>
            ))}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('library.card.slides', { count: lesson.slideCount })} ·{' '}
          {t('library.card.checks', { count: lesson.checkCount })} ·{' '}
          {t('library.card.minutes', { count: lesson.minutes })}
        </Text>
        <Group gap="sm" mt="auto" pt="xs" wrap="wrap">
          <Button
            component={Link}
            to={lessonPaths.preview(lesson.id)}
            variant="default"
            aria-label={t('library.previewLabel', { title: lesson.title })}
          >
            {t('library.preview')}
          </Button>
          <Button onClick={() => onLaunch(lesson)} aria-label={t('library.launchLabel', { title: lesson.title })}>
            {t('library.launch')}
          </Button>
          {onCopy && (
            <Button
              variant="subtle"
              onClick={() => onCopy(lesson)}
              loading={copying}
              aria-label={my('actions.copyLabel', { title: lesson.title })}
            >
              {my('actions.copy')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
