// The seam to the modules this one builds on: worksheets (what may be assigned, and its question snapshot)
// and attempts (the student side: an attempt's totals and the live monitor's events).
export { publishAttemptChanged, recomputeAttemptTotals } from '../attempts';
export {
  type AssignableWorksheet,
  assertWorksheetAssignable,
  loadWorksheetForAssign,
} from '../worksheets';
