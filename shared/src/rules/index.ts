export * from './calendar';
export * from './catalogue-state';
export * from './language-progress';
export * from './malaysia-time';
export * from './progress';
export * from './responsive-image';
export * from './roles';
export * from './text';
