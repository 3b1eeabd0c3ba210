import type { UiLanguage } from '@mahir/shared/rules/ui-language';
import { type Catalogue, createCatalogueI18n } from '@mahir/ui/i18n';
import { registerUiCatalogue } from '@mahir/ui/i18n/ui-text';
import type { i18n } from 'i18next';

export { documentLanguage, useLanguage } from '@mahir/ui/i18n';

/**
 * The storefront's texts (issue 22): one catalogue per language (`ms.json`, `en.json`) and `spec.json`, the
 * spec's strings exactly as written (Malay and English mixed), shown when nobody chose a language. The
 * server decides the language (`?lang=`, the `lang` cookie, the profile) and marks it on `<html data-lang>`;
 * the server render gets the same language (catalogues.ts), so the markup hydrates unchanged. The set-up is
 * the kit's (`@mahir/ui/i18n`), shared with the back office.
 *
 * The browser loads only its page's catalogue, a language switch being a full page load (LanguageSwitch), and
 * that in two parts: the shell's texts (`SHELL_GROUPS`) with the app, the rest with the first screen that
 * needs them (`loadScreenTexts`). A first visit to `/` loads 3 KB of texts (with the kit's) instead of 22.
 */
type CatalogueKey = 'spec' | UiLanguage;

/** A first page's texts: the shell's groups and, as `kit`, the kit's catalogue (ui/vite/catalogue-part-plugin.ts). */
const SHELL: Record<CatalogueKey, () => Promise<{ default: Catalogue; kit: unknown }>> = {
  spec: () => import('./spec.json?shell'),
  ms: () => import('./ms.json?shell'),
  en: () => import('./en.json?shell'),
};
const WHOLE: Record<CatalogueKey, () => Promise<{ default: Catalogue }>> = {
  spec: () => import('./spec.json'),
  ms: () => import('./ms.json'),
  en: () => import('./en.json'),
};

/** The browser's instance and its catalogue, once `loadI18n` was asked (never on the server). */
let browser: Promise<{ instance: i18n; key: CatalogueKey }> | undefined;
let screenTexts: Promise<void> | undefined;

/** The browser's i18next instance, with the shell's texts of the page's language, and the kit's texts. */
export function loadI18n(lang: UiLanguage | null): Promise<i18n> {
  const key = lang ?? 'spec';
  browser ??= SHELL[key]().then(({ default: shell, kit }) => {
    registerUiCatalogue(key, kit);
    return { instance: createCatalogueI18n({ [key]: shell }, lang), key };
  });
  return browser.then((b) => b.instance);
}

/**
 * The rest of the page's catalogue, added to the instance before a screen past the shell first renders
 * (routes.tsx and the lazily loaded parts of the layout wait for it). Nothing to do on the server, which
 * renders with every catalogue.
 */
export function loadScreenTexts(): Promise<void> {
  if (!browser) return Promise.resolve();
  screenTexts ??= browser.then(async (b) => {
    const { default: whole } = await WHOLE[b.key]();
    b.instance.addResourceBundle(b.key, 'translation', whole, true, true);
  });
  return screenTexts;
}

/** What `load` answers, once the rest of the page's texts are there too: for a part that shows them. */
export function withScreenTexts<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([load(), loadScreenTexts()]).then(([loaded]) => loaded);
}
