import { type Db, userRepository } from '@mahir/db';
import {
  chosenUiLanguage,
  LANG_COOKIE,
  LANG_COOKIE_DAYS,
  LANG_DEFAULT,
  LANG_PARAM,
  type UiLanguage,
  uiLanguageChoiceOf,
  uiLanguageOf,
} from '@mahir/shared/rules/ui-language';
import type { HttpContext } from './state';

/** Works out (and remembers) the interface language of a page request. */
export type PageLanguage = (ctx: HttpContext) => Promise<UiLanguage | null>;

/**
 * `?lang=ms|en` on a page is a choice: kept in the `lang` cookie for a year and, for a logged-in user, on
 * the profile (`users.language`, which mails follow too). Without the parameter the cookie decides, then
 * the profile's `ms`/`en`; with none of them the page is unchanged (the spec's strings). Any other value
 * of the parameter is ignored and changes nothing. `?lang=default` takes the choice back: the cookie is
 * removed and the profile's `ms`/`en` cleared (an older value such as `bm` is not an interface choice and
 * stays), so the page shows the spec's strings again.
 */
export function pageLanguage(db: Db, secureCookies: boolean): PageLanguage {
  return async (ctx) => {
    const param = uiLanguageChoiceOf(ctx.query[LANG_PARAM] as string | undefined);
    const userId = ctx.state.user?.id ?? null;
    if (param === LANG_DEFAULT) {
      ctx.cookies.set(LANG_COOKIE, null, { sameSite: 'lax', secure: secureCookies, overwrite: true });
      if (userId !== null) await userRepository.clearUiLanguage(db, userId);
      return null;
    }
    if (param) {
      ctx.cookies.set(LANG_COOKIE, param, {
        httpOnly: false,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: LANG_COOKIE_DAYS * 24 * 3600_000,
        overwrite: true,
      });
      if (userId !== null) await userRepository.setLanguage(db, userId, param);
      return param;
    }
    const cookie = uiLanguageOf(ctx.cookies.get(LANG_COOKIE));
    if (cookie || userId === null) return cookie;
    return chosenUiLanguage({ profile: await userRepository.languageOf(db, userId) });
  };
}
