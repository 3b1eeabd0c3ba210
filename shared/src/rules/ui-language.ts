/**
 * The interface language a visitor chose (issue 22, DESIGN.md "Reach and learning"): `?lang=ms` or
 * `?lang=en` on any page, then remembered in the `lang` cookie and, when logged in, on the profile
 * (`users.language`, which mails also follow). With no choice the apps show the spec's strings as written.
 */
export const UI_LANGUAGES = ['ms', 'en'] as const;

export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** The cookie that remembers the choice (readable by the app: it holds only `ms` or `en`). */
export const LANG_COOKIE = 'lang';

/** How long the choice is remembered: a year. */
export const LANG_COOKIE_DAYS = 365;

/** The query parameter that chooses the language on any page. */
export const LANG_PARAM = 'lang';

/**
 * `?lang=default` takes the choice back: the cookie is removed and the profile's `ms`/`en` cleared, so the
 * page shows the spec's strings again (docs/reach.md).
 */
export const LANG_DEFAULT = 'default';

/** A value of `?lang=`: a language, or `default` to clear the choice. */
export type UiLanguageChoice = UiLanguage | typeof LANG_DEFAULT;

/** What `?lang=` asks for: a language, `default` (clear the choice), or null (nothing: not a choice). */
export function uiLanguageChoiceOf(value: string | null | undefined): UiLanguageChoice | null {
  return value === LANG_DEFAULT ? LANG_DEFAULT : uiLanguageOf(value);
}

/** `ms` or `en` exactly, else null: a profile's older values (`bm`, ...) are not an interface choice. */
export function uiLanguageOf(value: string | null | undefined): UiLanguage | null {
  return value === 'ms' || value === 'en' ? value : null;
}

/**
 * The language a page is shown in: the query parameter first (a new choice), then the cookie, then the
 * logged-in profile's; null when none was chosen (the spec's strings).
 */
export function chosenUiLanguage(sources: {
  param?: string | null;
  cookie?: string | null;
  profile?: string | null;
}): UiLanguage | null {
  return uiLanguageOf(sources.param) ?? uiLanguageOf(sources.cookie) ?? uiLanguageOf(sources.profile);
}
