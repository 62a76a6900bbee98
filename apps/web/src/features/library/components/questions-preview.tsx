import { type TWorksheetDetail, ZQuestionInput } from '@clearsheets/shared';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { buildPreview, PassagePanel, QuestionPreviewList, QuestionView } from '../../questions';
import { useLibraryT } from '../i18n';
import { AnswerKey } from './answer-key';

interface QuestionsPreviewProps {
  worksheet: Pick<TWorksheetDetail, 'questions' | 'passages'>;
  /** Teachers may reveal each question's correct answer under it. */
  showAnswers: boolean;
}

/**
 * The worksheet's questions as the student will see them (the questions area's preview list); with
 * "Show answers" each question is followed by its answer key.
 */
export function QuestionsPreview({ worksheet, showAnswers }: QuestionsPreviewProps) {
  if (!showAnswers)
    return <QuestionPreviewList questions={worksheet.questions} passages={worksheet.passages} headingOrder={3} />;
  return <PreviewWithAnswers worksheet={worksheet} />;
}

function PreviewWithAnswers({ worksheet }: { worksheet: QuestionsPreviewProps['worksheet'] }) {
  const t = useLibraryT();
  const entries = useMemo(() => buildPreview(worksheet.questions, worksheet.passages), [worksheet]);
  const keys = useMemo(
    () =>
      new Map(
        worksheet.questions.map((q) => {
          const parsed = ZQuestionInput.safeParse(q.data);
          return [q.id, parsed.success ? parsed.data : null] as const;
        }),
      ),
    [worksheet.questions],
  );
  return (
    <Stack gap="md">
      {entries.map((entry) => {
        if (entry.kind === 'passage') return <PassagePanel key={entry.key} passage={entry.passage} headingOrder={3} />;
        if (entry.kind === 'draft')
          return (
            <Text key={entry.key} c="dimmed">
              {t('library.answers.draft')}
            </Text>
          );
        const key = keys.get(entry.view.id);
        return (
          <Stack key={entry.key} gap="xs">
            <QuestionView
              question={entry.view}
              response={undefined}
              mode="preview"
              number={entry.number}
              headingOrder={3}
              hidePassage
              className="cs-q-card"
            />
            {key && <AnswerKey question={key} number={entry.number} />}
          </Stack>
        );
      })}
    </Stack>
  );
}
