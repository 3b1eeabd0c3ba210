import {
  formatDateFor,
  formatLongDateFor,
  formatNumberFor,
  formatRinggitFor,
} from '@mahir/shared/rules/ui-format';
import { type UiLanguage, uiLanguageOf } from '@mahir/shared/rules/ui-language';
import { createInstance, type i18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The texts of an app (issue 22, DESIGN.md "Reach and learning"): one catalogue per language (`ms`, `en`) and
 * `spec`, the spec's strings exactly as written (Malay and English mixed), shown when nobody chose a
 * language. The server decides the language (`?lang=`, the `lang` cookie, the profile) and marks it on
 * `<html data-lang>`. Both apps build their instance here from their own three catalogues.
 */
export type Catalogue = { [key: string]: string | Catalogue };

export interface Catalogues {
  spec: Catalogue;
  ms: Catalogue;
  en: Catalogue;
}

/** i18next's name for the no-choice catalogue. */
const SPEC = 'spec';

/**
 * An i18next instance for a language (null: the spec's strings), ready at once. It may be given the page's
 * catalogue alone (the storefront's browser bundle loads only that one): every catalogue holds every key
 * (catalogues.test.ts), so no text falls back to another language.
 */
export function createCatalogueI18n(catalogues: Partial<Catalogues>, lang: UiLanguage | null): i18n {
  const instance = createInstance();
  const resources = Object.fromEntries(
    (['spec', 'ms', 'en'] as const).flatMap((l) => {
      const catalogue = catalogues[l];
      return catalogue ? [[l === 'spec' ? SPEC : l, { translation: catalogue }]] : [];
    }),
  );
  void instance.init({
    resources,
    lng: lang ?? SPEC,
    fallbackLng: catalogues.spec ? SPEC : false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** The language the server chose for this page (`<html data-lang>`), or null. */
export function documentLanguage(doc: Document): UiLanguage | null {
  return uiLanguageOf(doc.documentElement.dataset.lang);
}

/** The chosen language (null: none chosen), and dates, numbers and ringgit formatted for it. */
export function useLanguage() {
  const { i18n: instance } = useTranslation();
  const lang = uiLanguageOf(instance.language);
  return {
    lang,
    /** An ISO instant or `YYYY-MM-DD` day: '5 Mar 2026' (no language, the spec's), '5 Mac 2026', with time ', 21:07'. */
    formatDate: (value: string, withTime = false) => formatDateFor(lang, value, withTime),
    /** A day in full: the spec's `longDate` wording in Malay with no language, else the language's. */
    formatLongDate: (value: string) => formatLongDateFor(lang, value),
    formatNumber: (value: number) => formatNumberFor(lang, value),
    formatRinggit: (sen: number) => formatRinggitFor(lang, sen),
  };
}
