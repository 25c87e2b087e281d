export * from './identity';
export * from './organisation';
export * from './system';
export * from './catalogues';
export * from './inventory';
export * from './stocktake';
export * from './clinical';
export * from './reports';
