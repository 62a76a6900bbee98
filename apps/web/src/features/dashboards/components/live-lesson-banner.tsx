import type { LessonKind, TStudentLessonInvites } from '@clearsheets/shared';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/route-access';
import type { StudentHomeT } from '../student-home-i18n';

/** Where a lesson of each kind is taken part in (`?session=<id>`). */
const studentLessonPath = (kind: LessonKind, sessionId: number) =>
  `${kind === 'my' ? PATHS.studentMyLesson : PATHS.studentClearLesson}?session=${sessionId}`;

/** A live lesson of the student's class, on top of the home while it runs: one click joins it. Loaded only when
 * a lesson is live (the home is the student's first load). */
export default function LiveLessonBanner({
  live,
  t,
}: {
  live: TStudentLessonInvites['items'][number];
  t: StudentHomeT;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      radius="xl"
      p={{ base: 'lg', sm: 'xl' }}
      withBorder
      bg="violet.0"
      style={{ borderColor: 'var(--mantine-color-violet-4)' }}
    >
      <Stack gap="xs" align="flex-start">
        <Title order={2} id={headingId} fz={{ base: 22, sm: 24 }}>
          {t('liveNow', { title: live.title })}
        </Title>
        <Text>{t('liveFrom', { teacher: live.teacher, className: live.className })}</Text>
        <Button component={Link} to={studentLessonPath(live.kind, live.sessionId)} size="lg" radius="xl">
          {t('liveJoin')}
        </Button>
      </Stack>
    </Paper>
  );
}
