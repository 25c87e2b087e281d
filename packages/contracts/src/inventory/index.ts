export * from './vouchers';
export * from './stock';
export * from './periods';
export * from './gs1';
export * from './requests';
export * from './stocktakes';
