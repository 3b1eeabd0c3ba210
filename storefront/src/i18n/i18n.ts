import type { UiLanguage } from '@mahir/shared/rules/ui-language';
import { createCatalogueI18n } from '@mahir/ui/i18n';
import type { i18n } from 'i18next';
import en from './en.json';
import ms from './ms.json';
import spec from './spec.json';

export { documentLanguage, useLanguage } from '@mahir/ui/i18n';

/**
 * The storefront's texts (issue 22): one catalogue per language (`ms.json`, `en.json`) and `spec.json`, the
 * spec's strings exactly as written (Malay and English mixed), shown when nobody chose a language. The
 * server decides the language (`?lang=`, the `lang` cookie, the profile) and marks it on `<html data-lang>`;
 * the server render gets the same language, so the markup hydrates unchanged. The set-up is the kit's
 * (`@mahir/ui/i18n`), shared with the back office.
 */
export const CATALOGUES = { spec, ms, en } as const;

/** An i18next instance for a language (null: the spec's strings); resources are bundled, so it is ready at once. */
export function createI18n(lang: UiLanguage | null): i18n {
  return createCatalogueI18n(CATALOGUES, lang);
}
