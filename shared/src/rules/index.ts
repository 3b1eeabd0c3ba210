export * from './calendar';
export * from './catalogue-state';
export * from './money';
export * from './progress';
export * from './roles';
export * from './text';
