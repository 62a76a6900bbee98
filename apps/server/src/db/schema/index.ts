export * from './assignments';
export * from './content';
export * from './geo';
export * from './licensing';
export * from './rosters';
export * from './sessions';
export * from './users';
