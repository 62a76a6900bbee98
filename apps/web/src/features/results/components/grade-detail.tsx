import type { TGradingScale } from '@clearsheets/shared';
import { Alert, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type Ref, useId } from 'react';
import { RichText } from '../../questions';
import type { TGradingQueueItem } from '../api/results-queries';
import { useResultsT } from '../i18n';
import { formatDateTime } from '../lib/format';
import { errorTitle } from '../lib/notices';
import type { SnapshotQuestion } from '../lib/snapshot-question';
import { RubricGrader, type RubricValue } from './rubric-grader';

interface GradeDetailProps {
  item: TGradingQueueItem;
  name: string;
  question: SnapshotQuestion | undefined;
  scales: TGradingScale[];
  value: RubricValue;
  onChange: (next: RubricValue) => void;
  scoreError: string | null;
  saving: boolean;
  saveError: unknown;
  onSave: () => void;
  /** Moves on without saving (null on the only response). */
  onSkip: (() => void) | null;
  position: { current: number; total: number };
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  headingRef: Ref<HTMLHeadingElement>;
}

/** One written answer to grade: the question, the sample answer, the student's answer, the scale and feedback. */
export function GradeDetail(props: GradeDetailProps) {
  const { item, name, question, position } = props;
  const t = useResultsT();
  const headingId = useId();
  const sample = question?.content?.sampleAnswer;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title
            order={2}
            fz={{ base: 'lg', sm: 'xl' }}
            id={headingId}
            ref={props.headingRef}
            tabIndex={-1}
            className="cs-heading-focus"
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('results.grade.heading', { number: item.questionNumber, name })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('results.grade.position', position)}
          </Text>
        </Group>

        <Stack gap={6} component="section" aria-label={t('results.grade.question')}>
          <Title order={3} fz="md">
            {t('results.grade.question')}
          </Title>
          {question ? <RichText text={question.prompt} /> : null}
          {question?.images?.map((image) => (
            <img key={image.url} src={image.url} alt={image.alt} style={{ maxWidth: '100%', height: 'auto' }} />
          ))}
        </Stack>

        {sample && (
          <Box p="sm" bg="green.0" style={{ borderRadius: 8, border: '1px solid var(--mantine-color-green-3)' }}>
            <Title order={3} fz="md" c="#1b5e20" mb={4}>
              {t('results.grade.sampleAnswer')}
            </Title>
            <RichText text={sample} />
          </Box>
        )}

        <Stack gap={6}>
          <Title order={3} fz="md">
            {t('results.grade.studentAnswer')}
          </Title>
          <Paper withBorder bg="gray.0" p="sm" radius="md">
            {/* As the student typed it; math between $...$ is rendered as in the question. */}
            {!item.text.trim() ? (
              <Text className="cs-answer-text" fs="italic">
                {t('results.grade.emptyAnswer')}
              </Text>
            ) : item.text.includes('$') ? (
              <RichText text={item.text} className="cs-answer-text" />
            ) : (
              <Text className="cs-answer-text">{item.text}</Text>
            )}
          </Paper>
          <Text size="xs" c="dimmed">
            {t('results.grade.answeredAt', { date: formatDateTime(item.savedAt) })}
          </Text>
        </Stack>

        <RubricGrader
          scales={props.scales}
          maxScore={item.maxScore}
          value={props.value}
          onChange={props.onChange}
          scoreError={props.scoreError}
          disabled={props.saving}
        />

        {props.saveError ? (
          <Alert color="red" variant="light" role="alert" title={errorTitle(props.saveError)} />
        ) : null}

        <Group gap="sm">
          <Button onClick={props.onSave} loading={props.saving}>
            {position.total > 1 ? t('results.grade.save') : t('results.grade.saveOnly')}
          </Button>
          {props.onSkip && (
            <Button variant="default" onClick={props.onSkip} disabled={props.saving}>
              {t('results.grade.skip')}
            </Button>
          )}
        </Group>

        {position.total > 1 && (
          <Group justify="space-between" gap="sm">
            <Button variant="subtle" onClick={props.onPrevious ?? undefined} disabled={!props.onPrevious}>
              {t('results.grade.previous')}
            </Button>
            <Button variant="subtle" onClick={props.onNext ?? undefined} disabled={!props.onNext}>
              {t('results.grade.next')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
