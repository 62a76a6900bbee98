// The reports module's front door: what other modules and the app may use (docs/decisions/0041).
export { reportRoutes } from './reports.plugin';
export { homeScopeOf, loadClassScope, loadReportScope, REPORT_READERS } from './reports.policy';
export { createRollupWorker, rebuildRollups } from './rollups/rollups';
