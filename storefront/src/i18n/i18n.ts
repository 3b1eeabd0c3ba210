import type { UiLanguage } from '@mahir/shared/rules/ui-language';
import { type Catalogue, createCatalogueI18n } from '@mahir/ui/i18n';
import type { i18n } from 'i18next';

export { documentLanguage, useLanguage } from '@mahir/ui/i18n';

/**
 * The storefront's texts (issue 22): one catalogue per language (`ms.json`, `en.json`) and `spec.json`, the
 * spec's strings exactly as written (Malay and English mixed), shown when nobody chose a language. The
 * server decides the language (`?lang=`, the `lang` cookie, the profile) and marks it on `<html data-lang>`;
 * the server render gets the same language (catalogues.ts), so the markup hydrates unchanged. The set-up is
 * the kit's (`@mahir/ui/i18n`), shared with the back office.
 */
const LOADERS: Record<'spec' | UiLanguage, () => Promise<{ default: Catalogue }>> = {
  spec: () => import('./spec.json'),
  ms: () => import('./ms.json'),
  en: () => import('./en.json'),
};

/**
 * The browser's i18next instance, with the page's catalogue alone: a language switch is a full page load
 * (LanguageSwitch), so the other two are never needed, and the first page loads 6 KB of texts, not 18.
 */
export async function loadI18n(lang: UiLanguage | null): Promise<i18n> {
  const { default: catalogue } = await LOADERS[lang ?? 'spec']();
  return createCatalogueI18n({ [lang ?? 'spec']: catalogue }, lang);
}
