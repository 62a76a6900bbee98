import { ANSWER_TYPES, correctResponse, type TQuestionWithPassage, toStudentQuestion } from '@clearsheets/shared';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QuestionView, RichText } from '../../questions';
import { useMonitorRoom } from '../api/use-monitor-room';
import { useMonitorT } from '../i18n';
import { monitorPaths } from '../lib/paths';
import { ConnectionStatus } from './connection-status';
import { PageHeading } from './page-heading';

/** The assignment's questions with their answer keys (staff only: from the monitor room's snapshot). */
export function SheetPreview({ assignmentId }: { assignmentId: number }) {
  const t = useMonitorT();
  const { view, connection, refused } = useMonitorRoom(assignmentId);
  const questions = useMemo(
    () =>
      (view?.state.questions ?? []).map((raw) => {
        const question = raw as unknown as TQuestionWithPassage;
        const key =
          question.answerType === ANSWER_TYPES.notGraded || question.answerType === ANSWER_TYPES.constructedResponse
            ? null
            : correctResponse(question);
        return { question, key, view: toStudentQuestion(question, `monitor-${question.id}`) };
      }),
    [view?.state.questions],
  );
  const back = (
    <Anchor component={Link} to={monitorPaths.grid(assignmentId)} size="sm" fw={600}>
      {t('monitor.sheet.back')}
    </Anchor>
  );
  return (
    <Stack gap="lg" maw={1000} className="cs-mon-page">
      <PageHeading
        title={view ? `${t('monitor.sheet.previewTitle')}: ${view.state.title}` : t('monitor.sheet.previewTitle')}
        eyebrow={back}
        actions={!refused && <ConnectionStatus connection={connection} />}
      />
      {refused ? (
        <Alert color="red" variant="light">
          {t('monitor.refused')}
        </Alert>
      ) : !view ? (
        <LoadingBlock lines={8} height={28} />
      ) : (
        <>
          <Text>{t('monitor.sheet.previewIntro')}</Text>
          <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {questions.map(({ question, key, view: studentView }, i) => (
              <li key={question.id}>
                {key ? (
                  <QuestionView
                    className="cs-q-card"
                    question={studentView}
                    response={key}
                    mode="review"
                    result={{
                      status: 'correct',
                      score: question.points,
                      maxScore: question.points,
                      correctResponse: key,
                    }}
                    number={i + 1}
                    headingOrder={2}
                  />
                ) : (
                  <QuestionView
                    className="cs-q-card"
                    question={studentView}
                    response={undefined}
                    mode="preview"
                    number={i + 1}
                    headingOrder={2}
                  />
                )}
                {question.answerType === ANSWER_TYPES.constructedResponse && question.content.sampleAnswer && (
                  <Text size="sm" mt="xs" component="div">
                    <strong>{t('monitor.sheet.answerKey')}:</strong>{' '}
                    <RichText text={question.content.sampleAnswer} inline />
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
