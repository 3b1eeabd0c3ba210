import type { ApiClient } from '@mahir/shared/client/api-client';
import type { PageBootQuery } from '@mahir/shared/client/page-boot';
import { routeKey } from '@mahir/shared/client/page-boot';
import type { RouteDef, RouteInput } from '@mahir/shared/contract/route';
import type { UiLanguage } from '@mahir/shared/rules/ui-language';
import { AppProviders } from '@mahir/ui/AppProviders';
import { WantedCallProvider } from '@mahir/ui/api-context';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { createI18n } from './i18n/catalogues';
import { LanguageProviders } from './i18n/LanguageProviders';
import { StoreLayout } from './layout/StoreLayout';
import { api as browserApi } from './lib/api';

/** React's mark of a Suspense boundary still pending when the shell was written. */
const PENDING_BOUNDARY = '<!--$?-->';
/**
 * Renders at most this many times: the page, then with the answers its screens asked for, then with those
 * of sections that appeared with them. What is still missing then renders as loading and the app asks.
 */
const MAX_RENDERS = 3;

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

export interface RenderedPage {
  html: string;
  /** The answers the markup was rendered from: the boot data the browser hydrates with. */
  queries: PageBootQuery[];
}

interface Call {
  route: RouteDef;
  input: unknown;
}

async function renderOnce(
  path: string,
  search: string,
  queries: readonly PageBootQuery[],
  lang: UiLanguage | null,
  want: ((route: RouteDef, input: unknown) => void) | null,
): Promise<string> {
  const layout = <StoreLayout />;
  const { prelude } = await prerender(
    <LanguageProviders i18n={i18nFor(lang)} lang={lang}>
      <Router ssrPath={path} ssrSearch={search}>
        <AppProviders client={browserApi} initialQueries={queries}>
          {want ? <WantedCallProvider want={want}>{layout}</WantedCallProvider> : layout}
        </AppProviders>
      </Router>
    </LanguageProviders>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes(PENDING_BOUNDARY)) throw new Error(`${path} rendered with a pending boundary`);
  return html;
}

/**
 * Renders a storefront page to HTML on the server, for the browser to hydrate. It starts from the answers the
 * server already has (the page's boot queries). With `api` (the server's own routes, called as the viewer),
 * the calls the screens ask for without an answer are fetched and the page rendered again, so it arrives
 * complete; without, such a call renders as loading. A call that fails is left to the app. The lazily loaded
 * screen is waited for and written in place: React would otherwise move a large boundary to the end of the
 * stream behind an inline script, which the pages' CSP forbids.
 */
export async function renderPage(
  path: string,
  search: string,
  queries: readonly PageBootQuery[],
  lang: UiLanguage | null = null,
  api: ApiClient | null = null,
): Promise<RenderedPage> {
  const answers = [...queries];
  const tried = new Set<string>();
  for (let render = 1; ; render++) {
    const wanted = new Map<string, Call>();
    const want =
      api && render < MAX_RENDERS
        ? (route: RouteDef, input: unknown) => {
            const key = JSON.stringify(routeKey(route, input as RouteInput<RouteDef>));
            if (!tried.has(key)) wanted.set(key, { route, input });
          }
        : null;
    const html = await renderOnce(path, search, answers, lang, want);
    if (!api || wanted.size === 0) return { html, queries: answers };
    const fetched = await Promise.all(
      [...wanted].map(async ([key, { route, input }]) => {
        tried.add(key);
        try {
          const data = await api.data(route, input as RouteInput<RouteDef>);
          return { key: routeKey(route, input as RouteInput<RouteDef>), data };
        } catch {
          return null;
        }
      }),
    );
    const found = fetched.filter((q): q is PageBootQuery => q !== null);
    if (found.length === 0) return { html, queries: answers };
    answers.push(...found);
  }
}
