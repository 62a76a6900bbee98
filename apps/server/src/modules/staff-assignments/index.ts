// The staff-assignments module's front door: what other modules and the app may use (docs/decisions/0041).
export { staffAssignmentRoutes } from './staff-assignments.routes';
export { acceptStaffAssignment } from './staff-assignments.service';
