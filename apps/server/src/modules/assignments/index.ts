// The assignments module's front door: what other modules and the app may use (docs/decisions/0041).
export { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH, newAccessCode } from './access-code';
export { summariseAnswer } from './answer-summary';
export { assignmentScope } from './assignment-access.repository';
export { assertDates, type CreateInput, createAssignment } from './assignment-create.service';
export { listAssignments } from './assignment-views.service';
export { assignmentRoutes } from './assignments.plugin';
export { assertWorksheetAssignable, loadWorksheetForAssign } from './collaborators';
export { studentSheet } from './results.service';
export { teachersOnly, ZIdParams } from './route-helpers';
