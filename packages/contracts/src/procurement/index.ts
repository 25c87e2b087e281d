/** Procurement planning contracts (issue 18; docs/procurement.md). */
export * from './plan';
export * from './planning-parameters';
export * from './requests';
