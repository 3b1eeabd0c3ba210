// The storefront's first page imports this file, and the bundler puts everything it re-exports into that
// page's chunks. So it holds only what every screen needs; the rest of the kit (tables, forms, pickers,
// downloads, statistics) is imported by its own path, e.g. '@mahir/ui/DataTable'.
export * from './AppPagination';
export * from './AppProviders';
export * from './api-context';
export * from './csrf';
export { fieldErrors, formValidator } from './form-validator';
export * from './language';
export * from './Notices';
export * from './Price';
export { routes } from './routes';
export * from './StarRating';
export * from './StateViews';
export { cssVariablesResolver, theme } from './theme';
