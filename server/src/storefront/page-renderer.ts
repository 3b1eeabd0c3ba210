import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ApiClient } from '@mahir/shared/client/api-client';
import type { PageBootQuery } from '@mahir/shared/client/page-boot';
import type { UiLanguage } from '@mahir/shared/rules/ui-language';
import type { Logger } from 'pino';
import { TtlCache } from '../catalogue/ttl-cache';

/** A rendered page: its markup and the answers it was rendered from (its boot data). */
export interface RenderedPage {
  html: string;
  queries: PageBootQuery[];
}

/** The server entry's `renderPage` (`storefront/src/entry-server.tsx`). */
type RenderPage = (
  path: string,
  search: string,
  queries: PageBootQuery[],
  lang: UiLanguage | null,
  api: ApiClient | null,
) => Promise<RenderedPage>;

export interface RenderOptions {
  lang?: UiLanguage | null;
  /** The server's own routes as the viewer: what the screens ask for beyond the boot data is fetched. */
  api?: ApiClient | null;
  /** A page the same for every visitor with the same answers: kept for a while. A user's own is never kept. */
  shared?: boolean;
}

/** A rendered page is reused this long: the catalogue's own page cache keeps its answers as long. */
const HTML_TTL_MS = 30_000;
const HTML_CACHE_ENTRIES = 200;

/**
 * Server rendering of storefront pages from the build's server entry (`storefront/dist-ssr`). Rendered
 * HTML is cached per URL and answers, since a render costs far more than serving it; keying by the answers
 * too means the markup always matches the boot data the page hydrates from (a banner an admin just turned
 * off is gone from both). Without that build (an old
 * build, or a test that never built it), pages are rendered in the browser as before.
 */
export function storefrontPageRenderer(entryFile: string, logger: Logger) {
  let loaded: Promise<RenderPage | null> | null = null;
  const cache = new TtlCache<RenderedPage>(HTML_CACHE_ENTRIES, HTML_TTL_MS);

  const load = (): Promise<RenderPage | null> => {
    loaded ??= existsSync(entryFile)
      ? import(pathToFileURL(entryFile).href).then(
          (m: { renderPage: RenderPage }) => m.renderPage,
          (err: unknown) => {
            logger.warn({ err }, 'storefront server entry failed to load; pages render in the browser');
            return null;
          },
        )
      : Promise.resolve(null);
    return loaded;
  };

  /** The page's markup and answers, or null when it cannot be rendered here (the browser then renders it). */
  return async function render(
    url: string,
    queries: PageBootQuery[],
    { lang = null, api = null, shared = false }: RenderOptions = {},
  ): Promise<RenderedPage | null> {
    const key = shared
      ? `${url}\n${lang ?? ''}\n${createHash('sha1').update(JSON.stringify(queries)).digest('base64')}`
      : null;
    const hit = key === null ? undefined : cache.get(key);
    if (hit !== undefined) return hit;
    const renderPage = await load();
    if (!renderPage) return null;
    const [path, search = ''] = url.split('?', 2);
    try {
      const page = await renderPage(path ?? '/', search, queries, lang, api);
      if (key !== null) cache.set(key, page);
      return page;
    } catch (err) {
      logger.warn({ err, url }, 'server render failed; the page renders in the browser');
      return null;
    }
  };
}

export type StorefrontPageRenderer = ReturnType<typeof storefrontPageRenderer>;
