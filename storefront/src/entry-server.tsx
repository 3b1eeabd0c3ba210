import type { PageBootQuery } from '@mahir/shared/client/page-boot';
import type { UiLanguage } from '@mahir/shared/rules/ui-language';
import { AppProviders } from '@mahir/ui/AppProviders';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { createI18n } from './i18n/i18n';
import { LanguageProviders } from './i18n/LanguageProviders';
import { StoreLayout } from './layout/StoreLayout';
import { api } from './lib/api';

/** React's mark of a Suspense boundary still pending when the shell was written. */
const PENDING_BOUNDARY = '<!--$?-->';

/** One i18next instance per language, made once: renders run side by side, so none changes language. */
const instances = new Map<UiLanguage | null, ReturnType<typeof createI18n>>();
function i18nFor(lang: UiLanguage | null) {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang);
    instances.set(lang, instance);
  }
  return instance;
}

/**
 * Renders a storefront page to HTML on the server, from answers the server already has (the page's boot
 * queries), for the browser to hydrate. Nothing is fetched here: a call without a boot answer renders as
 * loading. The lazily loaded screen is waited for and written in place: React would otherwise move a large
 * boundary to the end of the stream behind an inline script, which the pages' CSP forbids.
 */
export async function renderPage(
  path: string,
  search: string,
  queries: PageBootQuery[],
  lang: UiLanguage | null = null,
): Promise<string> {
  const { prelude } = await prerender(
    <LanguageProviders i18n={i18nFor(lang)} lang={lang}>
      <Router ssrPath={path} ssrSearch={search}>
        <AppProviders client={api} initialQueries={queries}>
          <StoreLayout />
        </AppProviders>
      </Router>
    </LanguageProviders>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes(PENDING_BOUNDARY)) throw new Error(`${path} rendered with a pending boundary`);
  return html;
}
