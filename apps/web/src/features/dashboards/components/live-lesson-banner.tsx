import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { liveLessonsQueryOptions } from '../../../lib/live-lessons-query';
import { studentLessonPath } from '../api/join-mutation';
import type { StudentHomeT } from '../student-home-i18n';

/** A live lesson of the student's class, on top of the home while it runs: one click joins it. Nothing otherwise. */
export function LiveLessonBanner({ t }: { t: StudentHomeT }) {
  const headingId = useId();
  const invites = useQuery(liveLessonsQueryOptions());
  const live = invites.data?.items.find((i) => i.status !== 'ended');
  if (!live) return null;
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
