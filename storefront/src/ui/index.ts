export * from './AppPagination';
export * from './AppProviders';
export * from './api-context';
export * from './csrf';
export { formValidator } from './form-validator';
export * from './Price';
export * from './StarRating';
export * from './StateViews';
export { cssVariablesResolver, theme } from './theme';
