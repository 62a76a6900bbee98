// The monitor module's front door: what other modules and the app may use (docs/decisions/0041).

export { monitorRoutes } from './monitor.routes';
export { monitorRoomPolicy } from './monitor-room';
export { pseudonymsFor } from './pseudonyms';
