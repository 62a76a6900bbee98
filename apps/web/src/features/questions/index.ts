// The question components: one set for the student player, library and studio previews, grading and the
// live monitor. Import from lazily loaded pages only (KaTeX and its CSS come with it), never from app/ or lib/.
export { HintToggle, type HintToggleProps } from './components/hint-toggle';
export { PassagePanel, type PassagePanelProps } from './components/passage-panel';
export { QuestionPreviewList, type QuestionPreviewListProps } from './components/question-preview-list';
export { QuestionView, type QuestionViewMode, type QuestionViewProps } from './components/question-view';
export { ReadAloudButton, type ReadAloudButtonProps, type ReadAloudType, useReadAloud } from './components/read-aloud';
export { RichText, type RichTextProps } from './components/rich-text';
export type { QuestionLang } from './i18n';
export { buildPreview, type PreviewEntry, type PreviewSource } from './lib/preview-questions';
export { moveItem, orderingOf, setPart, toggleChoice } from './lib/response-edit';
export type { QuestionResult } from './lib/review-marks';
export { plainText, speakableTemplate, speakableText } from './lib/speakable-text';
