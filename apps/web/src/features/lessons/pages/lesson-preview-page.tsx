import { isRoutedCheck, type TSlide, toStudentSlide } from '@clearsheets/shared';
import { Alert, Anchor, Badge, Button, Group, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { UpgradeText } from '../../../components/upgrade-text';
import { isApiError } from '../../../lib/api-client';
import { plainText } from '../../questions';
import { lessonDetailQueryOptions } from '../api/lesson-queries';
import { LaunchModal } from '../components/launch-modal';
import { LessonText } from '../components/lesson-text';
import { SlideView } from '../components/slide-view';
import { interventionLabel, type LessonsT, useLessonsT } from '../i18n';
import { idParam, lessonPaths } from '../lib/paths';
import { useArrowKeys } from '../lib/use-arrow-keys';
import { useCopyLesson } from '../lib/use-copy-lesson';
import { useMyT } from '../my-i18n';
import '../lessons.css';

/** /teacher/clearlesson/preview/?cc=<lessonId>: every slide of a Clear Lesson or a My Clear Lesson as a student sees
 * it, answer keys on demand; Launch, Copy to My Clear Lessons, and Edit for the teacher's own. */
export function LessonPreviewPage() {
  const t = useLessonsT();
  const [search] = useSearchParams();
  const lessonId = idParam(search.get('cc'));
  const detail = useQuery({ ...lessonDetailQueryOptions(lessonId ?? 0), enabled: lessonId !== null });
  const [index, setIndex] = useState(0);
  const [showKeys, setShowKeys] = useState(false);
  const [launching, setLaunching] = useState(false);
  const slides = detail.data?.content.slides ?? [];
  const slide = slides[Math.min(index, Math.max(0, slides.length - 1))];
  const studentSlide = useMemo(() => (slide ? toStudentSlide(slide) : null), [slide]);
  const go = (next: number) => setIndex(Math.max(0, Math.min(slides.length - 1, next)));
  useArrowKeys(
    () => go(index - 1),
    () => go(index + 1),
    slides.length > 0,
  );

  const copying = useCopyLesson();
  const my = useMyT();
  const mine = detail.data?.kind === 'my';
  const back = (
    <Anchor component={Link} to={lessonPaths.library(mine ? 'my' : 'clear')} size="sm" fw={600}>
      {mine ? my('title') : t('preview.back')}
    </Anchor>
  );
  if (lessonId === null || (detail.isError && isApiError(detail.error) && detail.error.status === 404))
    return (
      <Stack gap="md" maw={640}>
        {back}
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('preview.title')}
        </Title>
        <Alert color="orange" variant="light">
          {t('preview.notFound')}
        </Alert>
      </Stack>
    );
  if (detail.isError)
    return <QueryError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />;
  if (detail.isPending) return <LoadingBlock lines={8} height={28} />;
  const lesson = detail.data;
  return (
    <Stack gap="lg" className="cs-lessons-page">
      <Stack gap={4}>
        {back}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('preview.title')}: {lesson.title}
          </Title>
          <Group gap="xs" wrap="wrap">
            {lesson.canEdit && (
              <Button component={Link} to={lessonPaths.build(lesson.id)} variant="default">
                {my('actions.edit')}
              </Button>
            )}
            <Button variant="default" onClick={() => copying.copy(lesson.id)} loading={copying.copyingId === lesson.id}>
              {my('actions.copy')}
            </Button>
            <Button onClick={() => setLaunching(true)}>{t('library.launch')}</Button>
          </Group>
        </Group>
        {copying.error && (
          <Alert
            color="orange"
            variant="light"
            role="alert"
            withCloseButton
            closeButtonLabel={t('launch.close')}
            onClose={copying.clearError}
          >
            <UpgradeText text={copying.error} />
          </Alert>
        )}
        <Text c="dimmed">{t('preview.intro')}</Text>
      </Stack>
      <Group gap="md" wrap="wrap" align="flex-end">
        <Button variant="default" onClick={() => go(index - 1)} disabled={index <= 0} aria-keyshortcuts="ArrowLeft">
          ← {t('preview.previous')}
        </Button>
        <Button
          variant="default"
          onClick={() => go(index + 1)}
          disabled={index >= slides.length - 1}
          aria-keyshortcuts="ArrowRight"
        >
          {t('preview.next')} →
        </Button>
        <Select
          label={t('preview.jump')}
          data={slides.map((s, i) => ({
            value: String(i),
            label: t('preview.slideOption', { number: i + 1, title: plainText(s.title) }),
          }))}
          value={String(index)}
          onChange={(v) => v !== null && go(Number(v))}
          allowDeselect={false}
          w={{ base: '100%', xs: 280 }}
        />
        <Switch
          label={t('preview.showKeys')}
          description={t('preview.showKeysHint')}
          checked={showKeys}
          onChange={(e) => setShowKeys(e.currentTarget.checked)}
        />
      </Group>
      <Text role="status" aria-live="polite" fw={600}>
        {t('preview.slideOf', { number: index + 1, total: slides.length })}
        {slide?.target === 2 && (
          <Badge ml="sm" variant="light" color="grape" radius="sm">
            {t('preview.followUp')}
          </Badge>
        )}
      </Text>
      {slide && studentSlide && (
        <>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={900}>
            {/* A new slide starts clean: its own throwaway answers. */}
            <SlideView key={slide.key} slide={studentSlide} keySlide={slide} showKeys={showKeys} headingOrder={2} />
          </Paper>
          {showKeys && <RoutingNotes slide={slide} t={t} />}
          {slide.notes && (
            <Paper withBorder radius="md" p="md" bg="yellow.0" maw={900}>
              <Text fw={700}>{t('preview.notes')}</Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{slide.notes}</Text>
            </Paper>
          )}
        </>
      )}
      <LaunchModal lesson={launching ? lesson : null} onClose={() => setLaunching(false)} />
    </Stack>
  );
}

/** Where each routed check of the slide leads: the pathway at 100, the intervention below. */
function RoutingNotes({ slide, t }: { slide: TSlide; t: LessonsT }) {
  const checks = slide.components.filter(isRoutedCheck);
  if (!checks.length) return null;
  return (
    <Stack gap={4} maw={900}>
      {checks.map((c) => (
        <Text key={c.key} size="sm">
          <Text span fw={700}>
            <LessonText text={c.title} />:
          </Text>{' '}
          {t('preview.pathway', { count: c.pathway.slideKeys.length })} ·{' '}
          {t('preview.intervention', {
            kind: interventionLabel(t, c.intervention.kind),
            count: c.intervention.slideKeys.length,
            recheck: c.intervention.recheck.length,
          })}
        </Text>
      ))}
    </Stack>
  );
}
