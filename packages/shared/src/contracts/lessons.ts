// Live lessons (Clear Lessons and My Clear Lessons), in the parts of decision 0031: the lesson model, the library,
// My Clear Lessons, live sessions, live answers, routes, the rooms' snapshots and lesson reports.

export * from './lessons/answers';
export * from './lessons/content';
export * from './lessons/library';
export * from './lessons/my-lessons';
export * from './lessons/reports';
export * from './lessons/rooms';
export * from './lessons/routes';
export * from './lessons/sessions';
