import { QUESTION_LIMITS } from '@clearsheets/shared';
import { Textarea } from '@mantine/core';
import { useStudioT } from '../i18n';
import { useFieldIssue } from './issue-context';

/** An optional hint students can open while they work. */
export function HintField({ value, onChange }: { value: string; onChange: (hint: string) => void }) {
  const t = useStudioT();
  const { error, touch } = useFieldIssue('hint');
  return (
    <Textarea
      label={`${t('studio.editor.hint')} (${t('studio.optional')})`}
      description={t('studio.editor.hintHint')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={touch}
      error={error}
      autosize
      minRows={2}
      maxRows={6}
      maxLength={QUESTION_LIMITS.hintMax}
    />
  );
}
