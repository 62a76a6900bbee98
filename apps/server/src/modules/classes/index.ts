// The classes module's front door: what other modules and the app may use (docs/decisions/0041).
export { type Actor, auditBy } from './actor';
export { findStudentsOfClass, findTeachersOf } from './class-list.repository';
export { classRoomPolicy, publishRosterChanged } from './class-room';
export { classesOfStudent, listVisibleClasses, myClasses, toStudentInClass } from './class-views.service';
export { classRoutes } from './classes.plugin';
export { type ClassAction, type ClassFacts, can, type LoadedClass, loadClassFor } from './classes.policy';
export { lockClass } from './classes.repository';
export { assertRoomFor, studentLimitOf } from './license-limits';
export { actorOf, ZClassParams, ZClassStudentParams, ZStudentParams } from './route-helpers';
