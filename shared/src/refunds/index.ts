export * from './refund-allocation';
export * from './refund-effects';
export * from './refund-messages';
export * from './refund-plan';
export * from './refund-record';
