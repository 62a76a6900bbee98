import { QUESTION_LIMITS } from '@clearsheets/shared';
import { Paper, Stack, Text, Textarea } from '@mantine/core';
import { useDeferredValue, useId } from 'react';
import { RichText } from '../../questions';
import { useStudioT } from '../i18n';
import { useFieldIssue } from './issue-context';

/** The question's text, with a live rendering beside it (math between $...$ shown as students see it). */
export function PromptField({ value, onChange }: { value: string; onChange: (prompt: string) => void }) {
  const t = useStudioT();
  const { error, touch } = useFieldIssue('prompt');
  const previewId = useId();
  // Typing stays fast on long prompts: KaTeX renders the latest text when the browser has time.
  const shown = useDeferredValue(value);
  return (
    <Stack gap={6}>
      <Textarea
        label={t('studio.editor.prompt')}
        description={t('studio.editor.promptHint')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={touch}
        error={error}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={QUESTION_LIMITS.promptMax}
        withAsterisk
      />
      {shown.trim() && (
        <Paper withBorder radius="md" p="sm" bg="gray.0" aria-labelledby={previewId} component="section">
          <Text id={previewId} size="xs" fw={600} c="dimmed" mb={4}>
            {t('studio.editor.promptPreview')}
          </Text>
          <RichText text={shown} />
        </Paper>
      )}
    </Stack>
  );
}
