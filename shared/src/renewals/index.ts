export * from './renewal-messages';
export * from './renewal-policy';
export * from './renewal-state';
