export * from './package-payment';
export * from './renewal-link';
export * from './renewal-messages';
export * from './renewal-policy';
export * from './renewal-state';
