import { READ_ALOUD_TYPES, type TResponse, type TStudentRoute } from '@clearsheets/shared';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { QuestionView } from '../../questions';
import { interventionLabel, useLessonsT } from '../i18n';
import { formatScore } from '../lib/paths';
import { recheckItem } from '../lib/slide-items';
import { type AnswerMap, answerKey, SlideView } from './slide-view';

interface StudentRouteProps {
  route: TStudentRoute;
  answers: AnswerMap;
  onAnswer: (componentKey: string, itemKey: string, value: unknown) => void;
  disabled: boolean;
  /** The re-check's turn-in button, while it is not turned in. */
  turnIn?: ReactNode;
}

/** A student's route after a check: the pathway's challenge, or the intervention's slides and re-check. */
export function StudentRoute({ route, answers, onAnswer, disabled, turnIn }: StudentRouteProps) {
  const t = useLessonsT();
  const score = formatScore(route.score);
  const pathway = route.route === 'pathway';
  const locked = disabled || route.recheckScore !== null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg={pathway ? 'green.0' : 'blue.0'}>
      <Stack gap="md">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {t('student.route.heading', { check: route.checkTitle })}
        </Title>
        <Text fw={700} fz="lg">
          {pathway ? t('student.route.pathway', { score }) : t('student.route.intervention', { score })}
        </Text>
        {!pathway && route.interventionKind > 0 && (
          <Text>{t('student.route.kind', { kind: interventionLabel(t, route.interventionKind) })}</Text>
        )}
        {!pathway && route.slides.length === 0 && route.recheck.length === 0 && (
          <Alert variant="light" color="blue">
            {t('student.route.waitTeacher')}
          </Alert>
        )}
        {route.slides.map((slide) => (
          <Paper key={slide.key} withBorder radius="md" p="md" bg="white">
            <SlideView
              slide={slide}
              answers={answers}
              onAnswer={onAnswer}
              disabled={disabled}
              headingOrder={3}
              readAloud
            />
          </Paper>
        ))}
        {route.recheck.length > 0 && (
          <Stack gap="sm">
            <Title order={3} fz="h4">
              {t('student.route.recheck')}
            </Title>
            {route.recheck.map((question, i) => {
              const itemKey = recheckItem(question.id);
              return (
                <QuestionView
                  key={question.id}
                  className="cs-q-card"
                  question={question}
                  response={answers.get(answerKey(route.componentKey, itemKey)) as TResponse | undefined}
                  onChange={locked ? undefined : (next) => onAnswer(route.componentKey, itemKey, next)}
                  mode={locked ? 'review' : 'answer'}
                  readAloud
                  hintReadAloudType={READ_ALOUD_TYPES.clearsheetQuestionHint}
                  number={i + 1}
                  headingOrder={4}
                />
              );
            })}
            {turnIn}
            {route.recheckScore !== null && (
              <Text fw={700} role="status">
                {t('student.route.recheckScore', { score: formatScore(route.recheckScore) })}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
