export * from './account-messages';
export * from './minor';
export * from './one-time-tokens';
export * from './privacy-notice';
export * from './privacy-notice-text';
export * from './second-factor-policy';
