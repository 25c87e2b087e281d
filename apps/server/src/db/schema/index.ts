export * from './identity';
export * from './organisation';
export * from './system';
