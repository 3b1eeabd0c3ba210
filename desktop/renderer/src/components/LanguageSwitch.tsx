import { LANG_PARAM, type UiLanguageChoice } from '@mahir/shared/rules/ui-language';
import { LanguageSwitch as KitLanguageSwitch } from '@mahir/ui/i18n';
import { useTranslation } from 'react-i18next';

/** This page again with `?lang=` set (other parameters kept): a full load, so the server remembers the choice. */
export function languageHref(
  location: Pick<Location, 'pathname' | 'search'>,
  choice: UiLanguageChoice,
): string {
  const params = new URLSearchParams(location.search);
  params.set(LANG_PARAM, choice);
  return `${location.pathname}?${params.toString()}`;
}

/** The Malay/English switch of every back-office screen (the kit's, as in the storefront's header). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <KitLanguageSwitch
      hrefFor={(choice) => languageHref(window.location, choice)}
      label={t('shell.language')}
    />
  );
}
