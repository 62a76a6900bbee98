import type { TGradingScale } from '@clearsheets/shared';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { useGradeResponse } from '../api/grading-mutations';
import { useResultsT } from '../i18n';
import { errorTitle, notifySuccess } from '../lib/notices';
import { defaultScale } from '../lib/scale-score';
import { RubricGrader, type RubricValue } from './rubric-grader';

interface InlineGradeProps {
  responseId: number;
  number: number;
  maxScore: number;
  scales: TGradingScale[];
  /** The question's own scale, if it has one. */
  scaleId: number | null;
  /** The score and feedback so far (regrading starts from them). */
  score: number | null;
  feedback: string;
  grade: ReturnType<typeof useGradeResponse>;
  onDone: () => void;
}

/** Grading one constructed response in place on the student's sheet. */
export function InlineGrade(props: InlineGradeProps) {
  const t = useResultsT();
  const headingId = useId();
  const [value, setValue] = useState<RubricValue>({
    scaleId: defaultScale(props.scales, props.scaleId, props.maxScore)?.id ?? null,
    score: props.score,
    feedback: props.feedback,
  });
  const [scoreError, setScoreError] = useState<string | null>(null);
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the panel takes the focus there, so keyboard and screen reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  const save = () => {
    if (value.score === null) {
      setScoreError(t('results.grade.scoreRequired'));
      panel.current?.querySelector<HTMLInputElement>('[data-score-input]')?.focus();
      return;
    }
    props.grade.mutate(
      {
        responseId: props.responseId,
        score: value.score,
        ...(value.scaleId !== null ? { gradingScaleId: value.scaleId } : {}),
        feedback: value.feedback,
      },
      {
        onSuccess: (reply) => {
          notifySuccess(reply.message);
          props.onDone();
        },
      },
    );
  };
  return (
    <Paper ref={panel} component="section" aria-labelledby={headingId} withBorder radius="md" p="md" bg="gray.0">
      <Stack gap="md">
        <Title order={4} fz="md" id={headingId} ref={heading} tabIndex={-1} className="cs-heading-focus">
          {t('results.sheet.gradePanel', { number: props.number })}
        </Title>
        <RubricGrader
          scales={props.scales}
          maxScore={props.maxScore}
          value={value}
          onChange={(next) => {
            setValue(next);
            if (next.score !== null) setScoreError(null);
          }}
          scoreError={scoreError}
          disabled={props.grade.isPending}
        />
        {props.grade.error ? (
          <Alert color="red" variant="light" role="alert" title={errorTitle(props.grade.error)} />
        ) : null}
        <Group gap="sm">
          <Button onClick={save} loading={props.grade.isPending}>
            {t('results.grade.saveOnly')}
          </Button>
          <Button variant="default" onClick={props.onDone} disabled={props.grade.isPending}>
            {t('results.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
