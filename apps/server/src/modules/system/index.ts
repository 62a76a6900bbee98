// The system module's front door: what other modules and the app may use (docs/decisions/0041).
export { systemRoutes } from './system.routes';
