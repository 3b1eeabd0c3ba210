/**
 * The catalogue's groups the first page shows: the layout (header, menu, footer, account menu, offline
 * notice), the home page and the not-found page. The browser loads these first and the rest with the first
 * screen that needs them (`loadScreenTexts`); catalogues.test.ts checks the first page's files use no other.
 */
export const SHELL_GROUPS = [
  'header',
  'nav',
  'footer',
  'home',
  'notFound',
  'offline',
  'account',
  'catalogue',
  'common',
] as const;
