// The first page's texts of one language (ui/vite/catalogue-part-plugin.ts).
declare module '*.json?shell' {
  /** The storefront catalogue's shell groups. */
  const shell: import('@mahir/ui/i18n').Catalogue;
  export default shell;
  /** The kit's catalogue. */
  export const kit: unknown;
}
