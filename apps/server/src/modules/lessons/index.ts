// The lessons module's front door: what other modules and the app may use (docs/decisions/0041).
export { createLessonFileSweeper } from './lesson-files.service';
export { lessonReportRoutes } from './lesson-report.routes';
export { lessonSessionRoomPolicy, lessonStageRoomPolicy } from './lesson-rooms';
export { lessonRoutes } from './lessons.routes';
export { myLessonRoutes } from './my-lessons.routes';
