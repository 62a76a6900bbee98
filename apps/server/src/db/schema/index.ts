export * from './geo';
export * from './licensing';
export * from './rosters';
export * from './sessions';
export * from './users';
export * from './content';
export * from './assignments';
