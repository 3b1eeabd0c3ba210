export * from './allocate';
export * from './sen';
