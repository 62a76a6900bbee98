import type { QuestionDraft } from '../../lib/question-draft';
import { ConstructedResponseEditor } from './constructed-response-editor';
import { ImageSelectionEditor } from './image-selection-editor';
import { InlineChoiceEditor } from './inline-choice-editor';
import { InlineTextEditor } from './inline-text-editor';
import { MultiChoiceEditor } from './multi-choice-editor';
import { NotGradedEditor } from './not-graded-editor';
import { OrderingEditor } from './ordering-editor';
import { SelectionEditor } from './selection-editor';
import { TableFillInEditor } from './table-fill-in-editor';
import { TextResponseEditor } from './text-response-editor';

interface AnswerKeyEditorProps {
  draft: QuestionDraft;
  onChange: (draft: QuestionDraft) => void;
}

/** The answer-key editor of the question's type (one per answer type). */
export function AnswerKeyEditor({ draft, onChange }: AnswerKeyEditorProps) {
  switch (draft.answerType) {
    case 1:
      return <MultiChoiceEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />;
    case 2:
      return <SelectionEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />;
    case 3:
      return <TextResponseEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />;
    case 4:
      return <OrderingEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />;
    case 5:
      return <ImageSelectionEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />;
    case 6:
      return <InlineTextEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />;
    case 7:
      return <TableFillInEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />;
    case 8:
      return <NotGradedEditor />;
    case 9:
      return (
        <ConstructedResponseEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />
      );
    case 10:
      return <InlineChoiceEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />;
  }
}
