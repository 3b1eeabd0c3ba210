import {
  formatDateFor,
  formatLongDateFor,
  formatNumberFor,
  formatRinggitFor,
} from '@mahir/shared/rules/ui-format';
import type { UiLanguage } from '@mahir/shared/rules/ui-language';
import { createContext, useContext } from 'react';
import { type UiTextKey, uiText } from './i18n/ui-text';

/**
 * The interface language an app chose for this page (issue 22), for the kit's own components: null (the
 * default, and what an app that does not provide it gets) keeps the spec's strings and formats.
 */
export const UiLanguageContext = createContext<UiLanguage | null>(null);

/** The chosen language, the kit's texts in it, and dates, numbers and ringgit formatted for it. */
export function useUiLanguage() {
  const lang = useContext(UiLanguageContext);
  return {
    lang,
    /** A text of the kit's catalogue (`ui/src/i18n/*.json`), `{{name}}` filled from `vars`. */
    t: (key: UiTextKey, vars?: Record<string, string | number>) => uiText(lang, key, vars),
    formatRM: (sen: number) => formatRinggitFor(lang, sen),
    formatNumber: (value: number) => formatNumberFor(lang, value),
    formatDate: (value: string, withTime = false) => formatDateFor(lang, value, withTime),
    formatLongDate: (value: string) => formatLongDateFor(lang, value),
  };
}
