// The seam to the modules the monitor reads from: assignments (who may see an assignment, one student's
// sheet, answers as text) and attempts (the cached question snapshot). It writes nothing of theirs.
export { summariseAnswer } from '../assignments/answer-summary';
export { assignmentScope } from '../assignments/assignment-access.repository';
export { studentSheet } from '../assignments/results.service';
export { snapshotOf } from '../attempts/attempt-caches';
export { publishAttemptChanged } from '../attempts/attempt-events';
