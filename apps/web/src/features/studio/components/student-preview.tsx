import { presentationSeed, type TPassage, type TQuestion, toStudentQuestion } from '@clearsheets/shared';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useId, useMemo } from 'react';
import { QuestionView } from '../../questions';
import { useStudioT } from '../i18n';
import { type QuestionDraft, toSaved } from '../lib/question-draft';
import { PreviewBoundary } from './preview-boundary';

interface StudentPreviewProps {
  questionId: number;
  number: number;
  draft: QuestionDraft;
  passages: TPassage[];
}

/** The question being edited as the student will see it, updated as the teacher types (never its answers). */
export function StudentPreview({ questionId, number, draft, passages }: StudentPreviewProps) {
  const t = useStudioT();
  const headingId = useId();
  const shown = useDeferredValue(draft);
  const resetKey = useMemo(() => JSON.stringify(shown), [shown]);
  const view = useMemo(() => {
    try {
      // Unfinished drafts still have every part (empty), which is what the student view needs.
      const question = { ...toSaved(shown), id: questionId } as unknown as TQuestion;
      const passage = passages.find((p) => p.id === shown.passageId);
      return toStudentQuestion(
        passage ? { ...question, passage: { id: passage.id, title: passage.title, body: passage.body } } : question,
        presentationSeed('studio', questionId),
      );
    } catch {
      return null;
    }
  }, [shown, questionId, passages]);
  const unavailable = (
    <Text size="sm" c="dimmed">
      {t('studio.editor.previewUnavailable')}
    </Text>
  );
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md" bg="gray.0">
      <Stack gap="xs">
        <Stack gap={0}>
          <Title order={3} size="h5" id={headingId}>
            {t('studio.editor.studentView')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('studio.editor.studentViewHint')}
          </Text>
        </Stack>
        <PreviewBoundary resetKey={resetKey} fallback={unavailable}>
          {view ? (
            <QuestionView question={view} response={undefined} mode="preview" number={number} headingOrder={4} />
          ) : (
            unavailable
          )}
        </PreviewBoundary>
      </Stack>
    </Paper>
  );
}
