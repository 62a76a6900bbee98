import {
  classSlides,
  type LessonKind,
  type TLessonControl,
  type TLessonSessionState,
  toStudentSlide,
} from '@clearsheets/shared';
import {
  Alert,
  Anchor,
  Badge,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/route-access';
import { plainText } from '../../questions';
import { sessionByCodeQueryOptions, useLessonControl, useOverrideRoute } from '../api/lesson-queries';
import { type Connection, useLessonSession } from '../api/use-lesson-session';
import { CompleteCard } from '../components/complete-card';
import { ControlBar } from '../components/control-bar';
import { LessonText } from '../components/lesson-text';
import { ProjectorView } from '../components/projector-view';
import { ResultsView } from '../components/results-view';
import { SlideView } from '../components/slide-view';
import { StatusBadge } from '../components/status-badge';
import { StudentsView } from '../components/students-view';
import { type LessonsT, useLessonsT } from '../i18n';
import { codeParam, lessonPaths } from '../lib/paths';
import { currentSlideOf } from '../lib/session-state';
import { answeredStudents } from '../lib/slide-items';
import { useArrowKeys } from '../lib/use-arrow-keys';
import { useMyT } from '../my-i18n';
import '../lessons.css';

type ViewMode = 'slide' | 'results' | 'students';

/** /teacher/clearlesson/launchclearlesson/?cc=<code> (a Clear Lesson) and /teacher/teachermyclearlesson/launchclearlesson/
 * (a My Clear Lesson, `kind` 'my'): the teacher's control screen; with &audience=1 the projector. */
export function LaunchLessonPage({ kind = 'clear' }: { kind?: LessonKind }) {
  const t = useLessonsT();
  const my = useMyT();
  const [search] = useSearchParams();
  const code = codeParam(search.get('cc'));
  const projector = search.get('audience') === '1';
  const byCode = useQuery({ ...sessionByCodeQueryOptions(code ?? ''), enabled: code !== null });
  const live = useLessonSession(byCode.data?.id ?? null);

  const notFound = code === null || (byCode.isError && isApiError(byCode.error) && byCode.error.status === 404);
  if (notFound || live.refused)
    return (
      <Stack gap="md" maw={640}>
        <Title order={1}>{t('title')}</Title>
        <Alert color="orange" variant="light">
          {notFound ? t('control.notFound') : t('control.refused')}
        </Alert>
        <Anchor component={Link} to={lessonPaths.library(kind)} fw={600}>
          {kind === 'my' ? my('builder.back') : t('control.backToList')}
        </Anchor>
      </Stack>
    );
  if (byCode.isError) return <QueryError error={byCode.error} onRetry={() => byCode.refetch()} />;
  if (live.error) return <QueryError error={live.error} onRetry={() => live.retry()} />;
  if (!live.state) return <LoadingBlock lines={8} height={28} />;
  if (projector) return <ProjectorView state={live.state} />;
  return <ControlScreen live={live} state={live.state} />;
}

function ControlScreen({ live, state }: { live: ReturnType<typeof useLessonSession>; state: TLessonSessionState }) {
  const t = useLessonsT();
  const my = useMyT();
  const { session } = state;
  const [mode, setMode] = useState<ViewMode>('slide');
  const control = useLessonControl(session.id, live.applySummary);
  const override = useOverrideRoute(session.id, live.applyRouting);
  const slides = useMemo(() => classSlides(state.content), [state.content]);
  const { slide, index, count } = currentSlideOf(state);
  const studentSlide = useMemo(() => (slide ? toStudentSlide(slide) : null), [slide]);
  const joined = state.students.filter((s) => s.joinedAt).length;
  const answered = slide ? answeredStudents(slide, state.responses).size : 0;
  const ended = session.status === 'ended';
  const send = (c: TLessonControl) => control.mutate(c);
  useArrowKeys(
    () => index > 0 && !ended && !control.isPending && send({ action: 'goto', slideIndex: index - 1 }),
    () => index < count - 1 && !ended && !control.isPending && send({ action: 'goto', slideIndex: index + 1 }),
    !ended,
  );
  const joinUrl = `${location.origin}${session.kind === 'my' ? PATHS.studentMyLesson : PATHS.studentClearLesson}`;
  return (
    <Stack gap="lg" className="cs-lessons-page">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Anchor component={Link} to={lessonPaths.library(session.kind)} size="sm" fw={600}>
            {session.kind === 'my' ? my('builder.back') : t('control.backToList')}
          </Anchor>
          <Group gap="sm">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {session.title}
            </Title>
            <StatusBadge status={session.status} size="lg" />
          </Group>
        </Stack>
        <ConnectionBadge connection={live.connection} t={t} />
      </Group>
      <VisuallyHidden role="status" aria-live="polite">
        {t('control.statusNow', { status: t(`status.${session.status}`) })}{' '}
        {slide && t('control.slideNow', { number: index + 1, total: count, title: plainText(slide.title) })}
      </VisuallyHidden>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" wrap="wrap" gap="md">
          {/* An ended lesson takes no one in: its code and how to use it would only send students to a dead end. */}
          {ended ? null : (
            <Stack gap={4}>
              <Text fw={600}>{t('control.codeLabel')}</Text>
              <Text className="cs-lesson-code">{session.accessCode}</Text>
              <Text size="sm">{t('control.joinHow', { url: joinUrl })}</Text>
            </Stack>
          )}
          <Stack gap={4} ta="right">
            <Text fw={700}>{t('control.joined', { count: joined })}</Text>
            <Text role="status" aria-live="polite">
              {t('control.answered', { answered, joined })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('control.slideOf', { number: index + 1, total: count })}
            </Text>
          </Stack>
        </Group>
      </Paper>
      {ended ? (
        <CompleteCard session={session} onSummary={live.applySummary} />
      ) : (
        <Stack gap="sm">
          <ControlBar
            state={state}
            slides={slides}
            index={index}
            control={send}
            pending={control.isPending}
            endPending={control.isPending && control.variables?.action === 'end'}
          />
          {control.isError && (
            <Alert color="red" variant="light" role="alert">
              {isApiError(control.error) ? (control.error.detail ?? control.error.title) : t('control.actionFailed')}
            </Alert>
          )}
        </Stack>
      )}
      <SegmentedControl
        aria-label={t('control.view')}
        value={mode}
        onChange={(v) => setMode(v as ViewMode)}
        data={(['slide', 'results', 'students'] as const).map((v) => ({ value: v, label: t(`control.views.${v}`) }))}
        fullWidth
        maw={560}
      />
      {!slide || !studentSlide ? (
        <Text>{t('control.noSlide')}</Text>
      ) : mode === 'slide' ? (
        <Stack gap="md">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <SlideView slide={studentSlide} keySlide={slide} showKeys headingOrder={2} />
          </Paper>
          {slide.notes && (
            <Paper withBorder radius="md" p="md" bg="yellow.0">
              <Text fw={700}>{t('control.notes')}</Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{slide.notes}</Text>
            </Paper>
          )}
        </Stack>
      ) : mode === 'results' ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="lg" mb="sm">
            <LessonText text={slide.title} />
          </Title>
          <ResultsView slide={slide} responses={state.responses} joined={joined} showCorrect />
        </Paper>
      ) : (
        <StudentsView
          state={state}
          slide={slide}
          onOverride={(body) => override.mutate(body)}
          overriding={override.isPending}
          overrideFailed={override.isError}
        />
      )}
    </Stack>
  );
}

function ConnectionBadge({ connection, t }: { connection: Connection; t: LessonsT }) {
  return (
    <Badge
      variant="dot"
      color={connection === 'live' ? 'green' : 'gray'}
      size="lg"
      role="status"
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      {t(`control.connection.${connection}`)}
    </Badge>
  );
}
