/** Report contracts (issue 8): one file per report family. */
export * from './common';
export * from './stock-movement';
export * from './stock-card';
export * from './expiry';
export * from './consumption';
export * from './controlled';
export * from './tender-execution';
export * from './official-forms';
export * from './abc-ven';
