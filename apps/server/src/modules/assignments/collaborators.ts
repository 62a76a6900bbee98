// The seam to the modules this one builds on: worksheets (what may be assigned, and its question snapshot)
// and attempts (the student side: an attempt's totals and the live monitor's events).
export { publishAttemptChanged } from '../attempts/attempt-events';
export { recomputeAttemptTotals } from '../attempts/attempt-totals.repository';
export {
  type AssignableWorksheet,
  assertWorksheetAssignable,
  loadWorksheetForAssign,
} from '../worksheets/worksheet-assign.service';
