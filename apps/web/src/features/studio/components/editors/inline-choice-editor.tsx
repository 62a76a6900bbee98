import { Paper, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useStudioT } from '../../i18n';
import { newDropdown } from '../../lib/new-question';
import type { DropdownDraft } from '../../lib/question-draft';
import { syncParts } from '../../lib/template-sync';
import { ListIssue } from '../list-issue';
import { ChoiceListEditor } from './choice-list-editor';
import type { ContentEditorProps } from './editor-props';
import { TemplateEditor } from './template-editor';

/** 10 inline choice: a sentence with drop-downs, each with its options and one correct. */
export function InlineChoiceEditor({ content, onChange }: ContentEditorProps<10>) {
  const t = useStudioT();
  const stash = useRef(new Map<string, DropdownDraft>());
  const setTemplate = (template: string) => {
    const synced = syncParts(template, 'choice', content.dropdowns, stash.current, newDropdown);
    stash.current = synced.stash;
    onChange({ template, dropdowns: synced.parts });
  };
  return (
    <Stack gap="md">
      <TemplateEditor
        template={content.template}
        onChange={setTemplate}
        kind="choice"
        takenIds={[...content.dropdowns.map((d) => d.id), ...stash.current.keys()]}
      />
      <ListIssue path="content.dropdowns" />
      {content.dropdowns.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('studio.template.noParts')}
        </Text>
      ) : (
        content.dropdowns.map((dropdown, index) => {
          const part = t('studio.template.dropdown', { n: index + 1 });
          return (
            <Paper key={dropdown.id} withBorder radius="md" p="sm">
              <ChoiceListEditor
                choices={dropdown.options}
                onChange={(options) =>
                  onChange({
                    ...content,
                    dropdowns: content.dropdowns.map((d, i) => (i === index ? { ...d, options } : d)),
                  })
                }
                mode="single"
                path={`content.dropdowns.${index}.options`}
                legend={`${part} {{choice:${dropdown.id}}}`}
                itemLabel={(n) => `${part}, ${t('studio.template.option', { n })}`}
                removeLabel={(n) => `${part}, ${t('studio.template.removeOption', { n })}`}
                correctLabel={(n) => `${part}, ${t('studio.template.option', { n })}: ${t('studio.choices.correct')}`}
                addLabel={t('studio.template.addOption')}
                idPrefix="o"
              />
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
