import {
  LANG_DEFAULT,
  UI_LANGUAGES,
  type UiLanguage,
  type UiLanguageChoice,
} from '@mahir/shared/rules/ui-language';
import { Anchor, Group } from '@mantine/core';
import { useLanguage } from './create-i18n';
import { uiText } from './ui-text';

const NAMES: Record<UiLanguage, { short: string; name: string }> = {
  ms: { short: 'BM', name: 'Bahasa Melayu' },
  en: { short: 'EN', name: 'English' },
};

/**
 * The Malay/English switch of both apps. Each choice is a full page load of the same page with `?lang=`
 * (`hrefFor` builds it), so the server keeps it (cookie and profile) and the page starts in it (DESIGN.md
 * "Reach and learning"). Once a language is chosen a third link, `?lang=default`, takes the choice back
 * (the spec's strings again). `compact`: on a phone only the language to switch to is shown. `label` names
 * the switch for screen readers, in the app's own catalogue.
 */
export function LanguageSwitch({
  hrefFor,
  label,
  compact = false,
}: {
  hrefFor: (choice: UiLanguageChoice) => string;
  label: string;
  compact?: boolean;
}) {
  const { lang } = useLanguage();
  return (
    <Group gap={4} wrap="nowrap" component="nav" aria-label={label} data-testid="language-switch">
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
          // The name starts with the visible letters (WCAG 2.5.3): "EN English".
          aria-label={`${NAMES[choice].short} ${NAMES[choice].name}`}
          visibleFrom={compact && choice === (lang ?? 'ms') ? 'sm' : undefined}
          p={4}
        >
          {NAMES[choice].short}
        </Anchor>
      ))}
      {lang && (
        <Anchor href={hrefFor(LANG_DEFAULT)} size="sm" underline="hover" p={4}>
          {uiText(lang, 'languageSwitch.default')}
        </Anchor>
      )}
    </Group>
  );
}
