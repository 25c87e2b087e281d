export * from './patients';
export * from './prescriptions';
