import { Paper, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useStudioT } from '../../i18n';
import { newBlank } from '../../lib/new-question';
import type { BlankDraft } from '../../lib/question-draft';
import { syncParts } from '../../lib/template-sync';
import { ListIssue } from '../list-issue';
import type { ContentEditorProps } from './editor-props';
import { TemplateEditor } from './template-editor';
import { TextKeyEditor } from './text-key-editor';

/** 6 inline text response: a sentence with blanks, and the accepted answers of each blank. */
export function InlineTextEditor({ content, onChange }: ContentEditorProps<6>) {
  const t = useStudioT();
  const stash = useRef(new Map<string, BlankDraft>());
  const setTemplate = (template: string) => {
    const synced = syncParts(template, 'blank', content.blanks, stash.current, newBlank);
    stash.current = synced.stash;
    onChange({ template, blanks: synced.parts });
  };
  return (
    <Stack gap="md">
      <TemplateEditor
        template={content.template}
        onChange={setTemplate}
        kind="blank"
        takenIds={[...content.blanks.map((b) => b.id), ...stash.current.keys()]}
      />
      <ListIssue path="content.blanks" />
      {content.blanks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('studio.template.noParts')}
        </Text>
      ) : (
        content.blanks.map((blank, index) => {
          const part = t('studio.template.blank', { n: index + 1 });
          return (
            <Paper key={blank.id} withBorder radius="md" p="sm" component="fieldset" m={0}>
              <Text component="legend" fw={600} size="sm" px={4}>
                {part} <Text span c="dimmed" ff="monospace" size="xs">{`{{blank:${blank.id}}}`}</Text>
              </Text>
              <TextKeyEditor
                value={blank}
                onChange={(key) =>
                  onChange({
                    ...content,
                    blanks: content.blanks.map((b, i) => (i === index ? { ...key, id: b.id } : b)),
                  })
                }
                path={`content.blanks.${index}`}
                part={part}
                compact
              />
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
