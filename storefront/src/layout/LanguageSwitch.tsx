import { LANG_PARAM, type UiLanguageChoice } from '@mahir/shared/rules/ui-language';
import { LanguageSwitch as KitLanguageSwitch } from '@mahir/ui/i18n';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';

/**
 * The Malay/English switch in the header (the kit's, shared with the back office). Each choice is a full
 * page load of the same page with `?lang=`, so the server keeps it (cookie and profile) and renders the page
 * in it (DESIGN.md "Reach and learning"). On a phone it shows only the language to switch to.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const search = useSearch();
  const hrefFor = (choice: UiLanguageChoice) => {
    const params = new URLSearchParams(search);
    params.set(LANG_PARAM, choice);
    return `${path}?${params.toString()}`;
  };
  return <KitLanguageSwitch hrefFor={hrefFor} label={t('header.language')} compact />;
}
