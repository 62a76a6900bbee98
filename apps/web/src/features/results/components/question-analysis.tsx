import { ANSWER_TYPES, type TAssignmentResults } from '@clearsheets/shared';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useAnswerTypeName } from '../../../lib/answer-type-name';
import { RichText } from '../../questions';
import { useResultsT } from '../i18n';
import { shareToPercent } from '../lib/format';

type QuestionResult = TAssignmentResults['questions'][number];

function ShareBar({ share, constructed }: { share: number; constructed: boolean }) {
  const t = useResultsT();
  const percent = shareToPercent(share);
  return (
    <Group gap="sm" wrap="nowrap">
      <div className="cs-share" aria-hidden="true">
        <div style={{ width: `${percent}%` }} />
      </div>
      <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {constructed
          ? t('results.assignment.fullMarksShare', { percent })
          : t('results.assignment.correctShare', { percent })}
      </Text>
    </Group>
  );
}

function QuestionCard({ q, pending }: { q: QuestionResult; pending: boolean }) {
  const t = useResultsT();
  const typeName = useAnswerTypeName();
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Title order={3} fz="md">
            {t('results.assignment.questionN', { number: q.number })}
          </Title>
          {q.standardCode && (
            <Badge variant="outline" color="gray.8" radius="sm" tt="none">
              {t('results.assignment.standard', { code: q.standardCode })}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {typeName(q.answerType)}
          </Text>
        </Group>
        <RichText text={q.prompt} />
        {q.correctShare !== null && (
          <ShareBar share={q.correctShare} constructed={q.answerType === ANSWER_TYPES.constructedResponse} />
        )}
        <Text size="sm" c="dimmed">
          {t('results.assignment.answeredCount', { count: q.answeredCount })}
          {q.answerType === ANSWER_TYPES.notGraded ? ` · ${t('results.assignment.notScored')}` : ''}
          {q.answerType === ANSWER_TYPES.constructedResponse ? ` · ${t('results.assignment.teacherScored')}` : ''}
        </Text>
        {q.answerType === ANSWER_TYPES.constructedResponse && pending && (
          <Text size="sm" c="dimmed">
            {t('results.assignment.pendingNotFull')}
          </Text>
        )}
        {q.topAnswers.length > 0 && (
          <div>
            <Text size="sm" fw={700} id={`top-${q.questionId}`}>
              {t('results.assignment.topAnswers')}
            </Text>
            <ol className="cs-answer-list" aria-labelledby={`top-${q.questionId}`}>
              {q.topAnswers.map((a) => (
                <li key={a.answer}>
                  <Text span size="sm">
                    <RichText inline text={a.answer} /> — {t('results.assignment.answerCount', { count: a.count })}
                  </Text>
                  {a.correct && (
                    <Badge ml={6} size="sm" bg="#d3f9d8" c="#1b5e20" variant="light" radius="sm" tt="none">
                      ✓ {t('results.assignment.correctMark')}
                    </Badge>
                  )}
                </li>
              ))}
            </ol>
          </div>
        )}
        {q.answeredCount === 0 && <Text size="sm">{t('results.assignment.noAnswers')}</Text>}
      </Stack>
    </Paper>
  );
}

/**
 * How the class did on each question: share correct, answers given, the most common answers. `pending`: some
 * written answers still wait for grading (they count as not full marks yet).
 */
export function QuestionAnalysis({ questions, pending }: { questions: QuestionResult[]; pending: boolean }) {
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {questions.map((q) => (
        <QuestionCard key={q.questionId} q={q} pending={pending} />
      ))}
    </Stack>
  );
}
