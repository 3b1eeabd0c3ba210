export * from './calendar';
export * from './money';
export * from './progress';
export * from './roles';
export * from './text';
