import { useStudioT } from '../../i18n';
import { ChoiceListEditor } from './choice-list-editor';
import type { ContentEditorProps } from './editor-props';

/** 2 selection: choices with any number correct (checkboxes). */
export function SelectionEditor({ content, onChange }: ContentEditorProps<2>) {
  const t = useStudioT();
  return (
    <ChoiceListEditor
      choices={content.choices}
      onChange={(choices) => onChange({ choices })}
      mode="multiple"
      path="content.choices"
      legend={t('studio.choices.legend')}
      itemLabel={(n) => t('studio.choices.choice', { n })}
    />
  );
}
