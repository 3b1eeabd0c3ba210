import type { UiLanguage } from '@mahir/shared/rules/ui-language';
import { UiLanguageContext } from '@mahir/ui/language';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/** The page's language for the storefront's texts (i18next) and for the kit's components (`Price`, dates). */
export function LanguageProviders({
  i18n: instance,
  lang,
  children,
}: {
  i18n: i18n;
  lang: UiLanguage | null;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={instance}>
      <UiLanguageContext.Provider value={lang}>{children}</UiLanguageContext.Provider>
    </I18nextProvider>
  );
}
