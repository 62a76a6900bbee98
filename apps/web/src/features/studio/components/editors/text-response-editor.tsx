import type { ContentEditorProps } from './editor-props';
import { TextKeyEditor } from './text-key-editor';

/** 3 text response: the accepted answers and how they are matched. */
export function TextResponseEditor({ content, onChange }: ContentEditorProps<3>) {
  return <TextKeyEditor value={content} onChange={onChange} path="content" />;
}
