export * from './allocate';
export * from './included-tax';
export * from './sen';
