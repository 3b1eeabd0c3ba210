import type { UiLanguage } from '@mahir/shared/rules/ui-language';
import type spec from './spec.json';

/**
 * The kit's own texts (components both apps use), one catalogue per language and `spec.json` (the spec's
 * strings as written, shown when no language is chosen); checked like the apps' catalogues in CI
 * (`storefront/src/i18n/catalogues.test.ts`). A plain lookup rather than an i18next instance: the kit must
 * work in an app that has none.
 *
 * The catalogues are registered, not imported here: `ui-catalogues.ts` registers all three (the server's
 * render, the back office, the tests), the storefront's browser only its page's one (storefront i18n.ts).
 */
const registered: Partial<Record<'spec' | UiLanguage, unknown>> = {};

/** Makes a catalogue the one `uiText` reads for its language (`spec`: no language chosen). */
export function registerUiCatalogue(key: 'spec' | UiLanguage, catalogue: unknown): void {
  registered[key] = catalogue;
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key of the kit's catalogue, e.g. 'price.perMonth'. */
export type UiTextKey = Leaves<typeof spec>;

/** The text of a key in a language (null: the spec's), `{{name}}` filled from `vars`. */
export function uiText(
  lang: UiLanguage | null,
  key: UiTextKey,
  vars: Record<string, string | number> = {},
): string {
  let node: unknown = registered[lang ?? 'spec'];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
