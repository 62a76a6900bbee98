import {
  ANSWER_TYPES,
  AUTO_SCORED_TYPES,
  type TGradingScale,
  type TQuestionWithPassage,
  type TResponse,
  type TStudentSheet,
  toStudentQuestion,
} from '@clearsheets/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { QuestionView } from '../../questions';
import type { useGradeResponse } from '../api/grading-mutations';
import { useResultsT } from '../i18n';
import { formatDateTime } from '../lib/format';
import type { SnapshotQuestion } from '../lib/snapshot-question';
import { InlineGrade } from './inline-grade';
import type { OverrideTarget } from './override-modal';

type SheetQuestionData = TStudentSheet['questions'][number];

interface SheetQuestionProps {
  q: SheetQuestionData;
  /** Teachers change scores; leaders only look. */
  canChange: boolean;
  grading: boolean;
  scales: TGradingScale[];
  grade: ReturnType<typeof useGradeResponse>;
  onGrade: (questionId: number | null) => void;
  onOverride: (target: OverrideTarget) => void;
}

const autoScored = (type: number) => (AUTO_SCORED_TYPES as readonly number[]).includes(type);

/** One question of the sheet in review mode, with "Override score" or "Grade" for the teacher. */
export function SheetQuestion({ q, canChange, grading, scales, grade, onGrade, onOverride }: SheetQuestionProps) {
  const t = useResultsT();
  const question = useMemo(
    () => toStudentQuestion(q.question as unknown as TQuestionWithPassage, `review-${q.questionId}`),
    [q.question, q.questionId],
  );
  const snapshot = q.question as unknown as SnapshotQuestion;
  const result = q.result;
  const constructed = q.answerType === ANSWER_TYPES.constructedResponse;
  const graded = constructed && result !== null && result.status !== 'pending';
  // Closing the grading panel (saved or cancelled) gives the focus back to the button that opened it.
  const gradeButton = useRef<HTMLButtonElement>(null);
  const wasGrading = useRef(grading);
  useEffect(() => {
    if (wasGrading.current && !grading) gradeButton.current?.focus();
    wasGrading.current = grading;
  }, [grading]);
  return (
    <li className="cs-sheet-item">
      <Stack gap="sm">
        <QuestionView
          question={question}
          response={(q.answer ?? undefined) as TResponse | undefined}
          mode="review"
          result={result ?? undefined}
          number={q.number}
          headingOrder={3}
        />
        {!q.answered && (
          <Text fw={600} c="dimmed">
            {t('results.notAnswered')}
          </Text>
        )}
        {q.overrideNote && <Text size="sm">{t('results.sheet.overridden', { note: q.overrideNote })}</Text>}
        {constructed && q.gradedAt && (
          <Text size="xs" c="dimmed">
            {t('results.sheet.gradedAt', { date: formatDateTime(q.gradedAt) })}
          </Text>
        )}
        {canChange && q.responseId !== null && result && !grading && (
          <Group gap="sm">
            {constructed ? (
              <Button
                ref={gradeButton}
                variant={graded ? 'default' : 'filled'}
                onClick={() => onGrade(q.questionId)}
                aria-label={
                  graded
                    ? t('results.sheet.regradeLabel', { number: q.number })
                    : t('results.sheet.gradeLabel', { number: q.number })
                }
              >
                {graded ? t('results.sheet.regrade') : t('results.sheet.grade')}
              </Button>
            ) : autoScored(q.answerType) ? (
              <Button
                variant="default"
                onClick={() =>
                  onOverride({
                    responseId: q.responseId as number,
                    number: q.number,
                    score: result.score,
                    maxScore: result.maxScore,
                  })
                }
                aria-label={t('results.sheet.overrideLabel', { number: q.number })}
              >
                {t('results.sheet.override')}
              </Button>
            ) : null}
          </Group>
        )}
        {grading && q.responseId !== null && (
          <InlineGrade
            responseId={q.responseId}
            number={q.number}
            maxScore={result?.maxScore ?? snapshot.points ?? 1}
            scales={scales}
            scaleId={snapshot.content?.gradingScaleId ?? null}
            score={graded && result ? result.score : null}
            feedback={result?.feedback ?? ''}
            grade={grade}
            onDone={() => onGrade(null)}
          />
        )}
      </Stack>
    </li>
  );
}
