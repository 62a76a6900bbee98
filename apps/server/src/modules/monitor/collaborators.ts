// The seam to the modules the monitor reads from: assignments (who may see an assignment, one student's
// sheet, answers as text) and attempts (the cached question snapshot). It writes nothing of theirs.
export { assignmentScope, studentSheet, summariseAnswer } from '../assignments';
export { publishAttemptChanged, snapshotOf } from '../attempts';
