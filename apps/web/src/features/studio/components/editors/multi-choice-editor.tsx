import { useStudioT } from '../../i18n';
import { ChoiceListEditor } from './choice-list-editor';
import type { ContentEditorProps } from './editor-props';

/** 1 multi choice: choices with one correct (radio). */
export function MultiChoiceEditor({ content, onChange }: ContentEditorProps<1>) {
  const t = useStudioT();
  return (
    <ChoiceListEditor
      choices={content.choices}
      onChange={(choices) => onChange({ choices })}
      mode="single"
      path="content.choices"
      legend={t('studio.choices.legend')}
      itemLabel={(n) => t('studio.choices.choice', { n })}
    />
  );
}
