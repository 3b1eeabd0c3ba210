export * from './allocate';
export * from './included-tax';
export * from './ringgit';
export * from './sen';
