export * from './geo';
export * from './licensing';
export * from './sessions';
export * from './users';
