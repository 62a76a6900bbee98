import type { ContentDrafts } from '../../lib/question-draft';

/** What every answer-key editor gets: its type's content and a way to change it. */
export interface ContentEditorProps<N extends keyof ContentDrafts> {
  content: ContentDrafts[N];
  onChange: (content: ContentDrafts[N]) => void;
}
