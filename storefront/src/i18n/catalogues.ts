import type { UiLanguage } from '@mahir/shared/rules/ui-language';
import { createCatalogueI18n } from '@mahir/ui/i18n';
// The kit's texts in every language too, for the server's render.
import '@mahir/ui/i18n/ui-catalogues';
import type { i18n } from 'i18next';
import en from './en.json';
import ms from './ms.json';
import spec from './spec.json';

/**
 * All three catalogues, for the server's render (which serves every language) and the catalogue tests. The
 * browser loads only its page's one (`loadI18n` in i18n.ts).
 */
export const CATALOGUES = { spec, ms, en } as const;

/** An i18next instance for a language (null: the spec's strings), every catalogue bundled. */
export function createI18n(lang: UiLanguage | null): i18n {
  return createCatalogueI18n(CATALOGUES, lang);
}
