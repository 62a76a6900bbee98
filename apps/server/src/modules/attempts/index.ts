// The attempts module's front door: what other modules and the app may use (docs/decisions/0041).
export { snapshotOf } from './attempt-caches';
export { publishAttemptChanged } from './attempt-events';
export { recomputeAttemptTotals } from './attempt-totals.repository';
export { attemptRoutes } from './attempts.routes';
