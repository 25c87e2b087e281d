export * from './common';
export * from './departments';
export * from './warehouses';
export * from './suppliers';
export * from './goods-groups';
export * from './goods';
export * from './tenders';
export * from './staff';
