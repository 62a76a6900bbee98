// The worksheets module's front door: what other modules and the app may use (docs/decisions/0041).
export { listGradingScales } from './grading-scales.repository';
export { questionValuesOf } from './question-drafts';
export { authorOf, studio, ZWorksheetParams } from './route-helpers';
export { assertStorableText } from './storable-text';
export {
  type AssignableWorksheet,
  assertWorksheetAssignable,
  loadWorksheetForAssign,
  snapshotOf,
  type TAssignQuestion,
} from './worksheet-assign.service';
export { insertPassage, insertQuestions, passagesOf, questionsOf } from './worksheet-content.repository';
export { WORKSHEET_PASSAGES_MAX } from './worksheet-passages.service';
export { WORKSHEET_QUESTIONS_MAX } from './worksheet-questions.service';
export { worksheetDetail } from './worksheet-views.service';
export { worksheetRoutes } from './worksheets.plugin';
export { loadWorksheetFor } from './worksheets.policy';
export { findLiveWorksheet, insertWorksheet, refreshWorksheetDerived, replaceStandards } from './worksheets.repository';
export type { Author } from './worksheets.service';
