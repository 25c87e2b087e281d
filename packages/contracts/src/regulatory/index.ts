export * from './codes';
export * from './tt-thau';
export * from './organisation-settings';
export * from './prescription-code';
export * from './vietnamese-words';
export * from './bhyt-xml';
