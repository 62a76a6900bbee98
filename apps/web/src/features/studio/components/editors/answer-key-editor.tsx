import { ANSWER_TYPES } from '@clearsheets/shared';
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
    case ANSWER_TYPES.multiChoice:
      return <MultiChoiceEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />;
    case ANSWER_TYPES.selection:
      return <SelectionEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />;
    case ANSWER_TYPES.textResponse:
      return <TextResponseEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />;
    case ANSWER_TYPES.ordering:
      return <OrderingEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />;
    case ANSWER_TYPES.imageSelection:
      return <ImageSelectionEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />;
    case ANSWER_TYPES.inlineTextResponse:
      return <InlineTextEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />;
    case ANSWER_TYPES.tableFillIn:
      return <TableFillInEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />;
    case ANSWER_TYPES.notGraded:
      return <NotGradedEditor />;
    case ANSWER_TYPES.constructedResponse:
      return (
        <ConstructedResponseEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />
      );
    case ANSWER_TYPES.inlineChoice:
      return <InlineChoiceEditor content={draft.content} onChange={(content) => onChange({ ...draft, content })} />;
  }
}
