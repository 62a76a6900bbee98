import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { openSessionsQueryOptions } from '../api/lesson-queries';
import { useLessonsT } from '../i18n';
import { lessonPaths } from '../lib/paths';
import { StatusBadge } from './status-badge';

/** "Continue teaching": the teacher's sessions that have not ended, each a link to its control screen. */
export function OpenSessions() {
  const t = useLessonsT();
  const headingId = useId();
  const sessions = useQuery(openSessionsQueryOptions());
  const items = sessions.data?.items ?? [];
  if (!items.length) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          {t('sessions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sessions.intro')}
        </Text>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((s) => (
            <li key={s.id}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Anchor
                      component={Link}
                      to={lessonPaths.launch(s.accessCode, s.kind)}
                      fw={700}
                      aria-label={t('sessions.openLabel', { title: s.title })}
                    >
                      {s.title}
                    </Anchor>
                    <StatusBadge status={s.status} />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('sessions.code', { code: s.accessCode })} ·{' '}
                    {t('sessions.slide', { number: s.slideIndex + 1, total: s.slideCount })} ·{' '}
                    {t('sessions.classes', { names: s.classes.map((c) => c.name).join(', ') })}
                  </Text>
                </Stack>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
