export * from './monthly-report';
export * from './order-tax';
export * from './tax-codes';
export * from './tax-messages';
