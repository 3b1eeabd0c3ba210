export * from './coupon';
export * from './coupon-apply';
export * from './coupon-check';
export * from './coupon-discount';
export * from './coupon-messages';
export * from './demo-coupon';
