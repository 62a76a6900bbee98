import type { TemplateMarkerKind } from '@clearsheets/shared';
import { QUESTION_LIMITS } from '@clearsheets/shared';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useRef } from 'react';
import { useStudioT } from '../../i18n';
import { insertMarker } from '../../lib/template-sync';
import { useFieldIssue } from '../issue-context';
import { PlusIcon } from '../studio-icons';

interface TemplateEditorProps {
  template: string;
  onChange: (template: string) => void;
  kind: TemplateMarkerKind;
  /** Ids of every part, including set-aside ones, so a new marker never reuses one. */
  takenIds: string[];
}

/**
 * The sentence of an inline question: the teacher writes it and inserts a blank ({{blank:b1}}) or a
 * drop-down ({{choice:c1}}) where the cursor is; the answer parts below follow the markers.
 */
export function TemplateEditor({ template, onChange, kind, takenIds }: TemplateEditorProps) {
  const t = useStudioT();
  const ref = useRef<HTMLTextAreaElement>(null);
  const issue = useFieldIssue('content.template');

  const insert = () => {
    const area = ref.current;
    const selection = area
      ? { start: area.selectionStart, end: area.selectionEnd }
      : { start: template.length, end: template.length };
    const result = insertMarker(template, kind, selection, takenIds);
    onChange(result.template);
    // Back into the text, right after the new gap, so the teacher can keep typing.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(result.cursor, result.cursor);
    });
  };

  return (
    <Stack gap="xs">
      <Textarea
        ref={ref}
        label={t('studio.template.sentence')}
        description={kind === 'blank' ? t('studio.template.blankHint') : t('studio.template.choiceHint')}
        value={template}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={issue.touch}
        error={issue.error}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={QUESTION_LIMITS.promptMax}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group>
        <Button
          variant="light"
          size="sm"
          leftSection={<PlusIcon />}
          onClick={insert}
          // A mouse press keeps the cursor (and the focus) in the sentence.
          onMouseDown={(event) => event.preventDefault()}
        >
          {kind === 'blank' ? t('studio.template.insertBlank') : t('studio.template.insertDropdown')}
        </Button>
      </Group>
    </Stack>
  );
}
