import { LANG_PARAM, UI_LANGUAGES, type UiLanguage } from '@mahir/shared/rules/ui-language';
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useLanguage } from '../i18n/i18n';

const NAMES: Record<UiLanguage, { short: string; name: string }> = {
  ms: { short: 'BM', name: 'Bahasa Melayu' },
  en: { short: 'EN', name: 'English' },
};

/**
 * The Malay/English switch in the header. Each choice is a full page load of the same page with `?lang=`,
 * so the server keeps it (cookie and profile) and renders the page in it (DESIGN.md "Reach and learning").
 * On a phone it shows only the language to switch to.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [path] = useLocation();
  const search = useSearch();
  const hrefFor = (choice: UiLanguage) => {
    const params = new URLSearchParams(search);
    params.set(LANG_PARAM, choice);
    return `${path}?${params.toString()}`;
  };
  return (
    <Group
      gap={4}
      wrap="nowrap"
      component="nav"
      aria-label={t('header.language')}
      data-testid="language-switch"
    >
      {UI_LANGUAGES.map((choice) => (
        <Anchor
          key={choice}
          href={hrefFor(choice)}
          hrefLang={choice}
          lang={choice}
          size="sm"
          fw={lang === choice ? 700 : 400}
          underline={lang === choice ? 'always' : 'hover'}
          aria-current={lang === choice ? 'true' : undefined}
          aria-label={NAMES[choice].name}
          // On a phone only the other language is offered (the header has no room for both).
          visibleFrom={choice === (lang ?? 'ms') ? 'sm' : undefined}
          p={4}
        >
          {NAMES[choice].short}
        </Anchor>
      ))}
    </Group>
  );
}
