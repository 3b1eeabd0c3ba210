import type { UiLanguage } from '@mahir/shared/rules/ui-language';
import { createCatalogueI18n } from '@mahir/ui/i18n';
// The kit's texts in every language: the back office is one bundle either way.
import '@mahir/ui/i18n/ui-catalogues';
import type { i18n } from 'i18next';
import en from './en.json';
import ms from './ms.json';
import spec from './spec.json';

/**
 * The back office's texts (issue 22), set up as the storefront's (`@mahir/ui/i18n`): `spec.json` holds the
 * spec's strings exactly as the screens showed them (the catalogue when nobody chose a language), `ms.json`
 * and `en.json` one language each. The server marks the choice on `<html data-lang>`.
 */
export const CATALOGUES = { spec, ms, en } as const;

/** An i18next instance for a language (null: the spec's strings). */
export function createBackofficeI18n(lang: UiLanguage | null): i18n {
  return createCatalogueI18n(CATALOGUES, lang);
}
