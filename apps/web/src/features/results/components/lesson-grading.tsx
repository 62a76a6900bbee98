import {
  ANSWER_TYPES,
  type TGradingScale,
  type TLessonGradable,
  type TResponse,
  toStudentQuestion,
} from '@clearsheets/shared';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { PATHS } from '../../../lib/route-access';
import { QuestionView } from '../../questions';
import { useGradeLessonAnswer, useLessonGrading } from '../api/lesson-grading';
import { useGradingScales } from '../api/results-queries';
import { type ResultsT, useResultsT } from '../i18n';
import { notifySuccess } from '../lib/notices';
import { defaultScale } from '../lib/scale-score';
import { PageHeading } from './page-heading';
import { RubricGrader, type RubricValue } from './rubric-grader';

/** /teacher/gradelessonresult?session=<id>: a live lesson's written answers, each with the rubric grader. */
export function LessonGrading({ sessionId }: { sessionId: number }) {
  const t = useResultsT();
  const grading = useLessonGrading(sessionId);
  const scales = useGradingScales();
  const back = (
    <Anchor component={Link} to={PATHS.teacherGradeQueue} size="sm" fw={600}>
      {t('results.lessons.back')}
    </Anchor>
  );
  if (grading.isError)
    return (
      <Stack gap="md">
        {back}
        <QueryError error={grading.error} onRetry={() => grading.refetch()} retrying={grading.isFetching} />
      </Stack>
    );
  if (grading.isPending || scales.isPending) return <LoadingBlock lines={4} height={80} />;
  const { session, items } = grading.data;
  return (
    <Stack gap="lg" maw={900}>
      {back}
      <PageHeading
        title={t('results.lessons.pageTitle', { title: session.title })}
        intro={t('results.lessons.intro')}
      />
      {items.length === 0 ? (
        <EmptyState art="grading" title={t('results.lessons.none')} />
      ) : (
        items.map((item) => (
          <GradableAnswer
            key={`${item.studentId}|${item.componentKey}|${item.itemKey}`}
            sessionId={sessionId}
            item={item}
            scales={scales.data ?? []}
            t={t}
          />
        ))
      )}
    </Stack>
  );
}

function GradableAnswer({
  sessionId,
  item,
  scales,
  t,
}: {
  sessionId: number;
  item: TLessonGradable;
  scales: TGradingScale[];
  t: ResultsT;
}) {
  const grade = useGradeLessonAnswer(sessionId);
  const waiting = item.status === 'pending';
  const scaleId =
    item.question.answerType === ANSWER_TYPES.constructedResponse
      ? (item.question.content.gradingScaleId ?? null)
      : null;
  const [value, setValue] = useState<RubricValue>({
    scaleId: defaultScale(scales, scaleId, item.maxScore)?.id ?? null,
    score: waiting ? null : item.score,
    feedback: item.feedback ?? '',
  });
  const [scoreError, setScoreError] = useState<string | null>(null);
  const number = Number(item.itemKey.replace('recheck:', ''));
  const title = t('results.lessons.item', { student: item.student, check: item.checkTitle, number });
  const save = () => {
    if (value.score === null) return setScoreError(t('results.grade.scoreRequired'));
    setScoreError(null);
    grade.mutate(
      {
        studentId: item.studentId,
        componentKey: item.componentKey,
        itemKey: item.itemKey,
        score: value.score,
        feedback: value.feedback,
      },
      { onSuccess: () => notifySuccess(t('results.lessons.saved')) },
    );
  };
  return (
    <Paper component="section" aria-label={title} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg">
            {title}
            {item.itemKey.startsWith('recheck:') && ` (${t('results.lessons.recheck')})`}
          </Title>
          <Badge variant="light" color={waiting ? 'orange.9' : 'green.9'}>
            {waiting
              ? t('results.lessons.waiting')
              : t('results.lessons.graded', { score: item.score, max: item.maxScore })}
          </Badge>
        </Group>
        <QuestionView
          question={toStudentQuestion(item.question, 'grading')}
          response={item.value as TResponse}
          mode="review"
          headingOrder={3}
        />
        {item.question.answerType === ANSWER_TYPES.constructedResponse && item.question.content.sampleAnswer && (
          <Text size="sm">
            <Text span fw={700}>
              {t('results.lessons.sample')}
            </Text>{' '}
            {item.question.content.sampleAnswer}
          </Text>
        )}
        <RubricGrader
          scales={scales}
          maxScore={item.maxScore}
          value={value}
          onChange={setValue}
          scoreError={scoreError}
        />
        {grade.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('results.lessons.failed')}
          </Alert>
        )}
        <Group>
          <Button onClick={save} loading={grade.isPending}>
            {t('results.lessons.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
