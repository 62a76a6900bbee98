import type { TLessonSessionSummary } from '@clearsheets/shared';
import { Alert, Anchor, Button, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useCompleteLesson } from '../api/lesson-queries';
import { useLessonsT } from '../i18n';
import { summaryPaths } from '../lib/lesson-summary';
import { lessonPaths } from '../lib/paths';

/** After End: rate the lesson 1-5 and mark it complete; then back to the list. */
export function CompleteCard({
  session,
  onSummary,
}: {
  session: TLessonSessionSummary;
  onSummary: (s: TLessonSessionSummary) => void;
}) {
  const t = useLessonsT();
  const headingId = useId();
  const rateId = useId();
  const [rating, setRating] = useState(session.rating ?? 0);
  const [missing, setMissing] = useState(false);
  const complete = useCompleteLesson(session.id, onSummary);
  const done = session.completedAt !== null;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          {t('control.ended')}
        </Title>
        {done ? (
          <Text role="status" fw={600}>
            {t('control.completed')}
          </Text>
        ) : (
          <>
            <Text id={rateId} fw={600}>
              {t('control.rate')}
            </Text>
            <Rating
              value={rating}
              onChange={(v) => {
                setRating(v);
                setMissing(false);
              }}
              size="lg"
              aria-labelledby={rateId}
              getSymbolLabel={(i) => t('control.star', { count: i })}
            />
            {missing && (
              <Text c="red.9" size="sm" role="alert">
                {t('control.rateFirst')}
              </Text>
            )}
            {complete.isError && (
              <Alert color="red" variant="light" role="alert">
                {t('control.actionFailed')}
              </Alert>
            )}
            <Group>
              <Button
                onClick={() => (rating >= 1 ? complete.mutate(rating) : setMissing(true))}
                loading={complete.isPending}
              >
                {t('control.complete')}
              </Button>
            </Group>
          </>
        )}
        <Anchor component={Link} to={summaryPaths.report(session.kind, session.id)} fw={600}>
          {t('control.seeReport')}
        </Anchor>
        <Anchor component={Link} to={lessonPaths.library(session.kind)} fw={600}>
          {t('control.backToList')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
