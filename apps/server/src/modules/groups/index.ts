// The groups module's front door: what other modules and the app may use (docs/decisions/0041).
export { groupRoutes } from './groups.routes';
export { createGroup } from './groups.service';
