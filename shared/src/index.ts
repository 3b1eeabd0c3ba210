export * from './client/api-client';
export * from './constants';
export * from './contract';
export * from './messages';
export * from './money/index';
export * from './rules';
