export * from './codes';
export * from './tt-thau';
export * from './organisation-settings';
