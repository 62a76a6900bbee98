import { type TLessonSessionState, toStudentSlide } from '@clearsheets/shared';
import { Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { PATHS } from '../../../lib/route-access';
import { useLessonsT } from '../i18n';
import { currentSlideOf } from '../lib/session-state';
import { answeredStudents } from '../lib/slide-items';
import { ResultsView } from './results-view';
import { SlideView } from './slide-view';
import { StatusBadge } from './status-badge';

/** The projector window (audience 1): the slide large, live tallies, answered of joined; names only when shown. */
export function ProjectorView({ state }: { state: TLessonSessionState }) {
  const t = useLessonsT();
  const { session } = state;
  const { slide, index, count } = currentSlideOf(state);
  const studentSlide = useMemo(() => (slide ? toStudentSlide(slide) : null), [slide]);
  const joinedStudents = state.students.filter((s) => s.joinedAt);
  const answered = slide ? answeredStudents(slide, state.responses).size : 0;
  const url = `${location.host}${session.kind === 'my' ? PATHS.studentMyLesson : PATHS.studentClearLesson}`;
  return (
    <section className="cs-lesson-projector" aria-label={t('projector.label')}>
      <Stack gap="lg" maw={1400} mx="auto">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} fz={28}>
            {session.title}
          </Title>
          <Group gap="md">
            <StatusBadge status={session.status} size="lg" />
            <Text fz={22} fw={700}>
              {t('projector.join', { url, code: session.accessCode })}
            </Text>
          </Group>
        </Group>
        <Group justify="space-between">
          <Text fz={20}>{t('control.slideOf', { number: index + 1, total: count })}</Text>
          <Text fz={24} fw={800} role="status" aria-live="polite">
            {t('control.answered', { answered, joined: joinedStudents.length })}
          </Text>
        </Group>
        <VisuallyHidden role="status" aria-live="polite">
          {t('control.statusNow', { status: t(`status.${session.status}`) })}
        </VisuallyHidden>
        {slide && studentSlide && (
          <Group align="flex-start" gap="xl" wrap="wrap">
            <div style={{ flex: '2 1 600px', minWidth: 0 }}>
              <SlideView slide={studentSlide} large headingOrder={2} />
            </div>
            <div style={{ flex: '1 1 360px', minWidth: 0 }}>
              <ResultsView
                slide={slide}
                responses={state.responses}
                joined={joinedStudents.length}
                showCorrect={false}
                large
              />
            </div>
          </Group>
        )}
        {session.showNames && joinedStudents.length > 0 && (
          <Stack gap={4}>
            <Title order={2} fz={22}>
              {t('projector.joinedNames')}
            </Title>
            <Text fz={20}>{joinedStudents.map((s) => s.name).join(', ')}</Text>
          </Stack>
        )}
      </Stack>
    </section>
  );
}
