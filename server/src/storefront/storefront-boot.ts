import { CATALOGUE_SLUGS, CatalogueSearchBody, type CatalogueSlug, contract } from '@mahir/shared';
import type { PageBootQuery } from '@mahir/shared/client/page-boot';
import { routeKey } from '@mahir/shared/client/page-boot';
import { catalogueCalls, readCatalogueState } from '@mahir/shared/rules/catalogue-state';
import type { Logger } from 'pino';
import { actorOf } from '../access/actor';
import type { createHomeBannerService } from '../admin-content/home-banner.service';
import type { createCatalogueService } from '../catalogue/catalogue.service';
import type { PageBooter, PageHead } from '../http/page-boot';
import type { HttpContext } from '../http/state';
import type { StorefrontPageRenderer } from './page-renderer';
import type { ChunkFiles } from './vite-manifest';

type CatalogueService = ReturnType<typeof createCatalogueService>;
type HomeBannerService = ReturnType<typeof createHomeBannerService>;

export interface StorefrontBootDeps {
  catalogue: CatalogueService;
  banners: HomeBannerService;
  /** The built files of a storefront source module (from the Vite manifest). */
  chunkFiles: (source: string) => ChunkFiles;
  /** Server rendering of a page from its boot answers. */
  renderPage: StorefrontPageRenderer;
  /** Lines in the request's carts, for the header's cart icon. */
  cartCount: (ctx: HttpContext) => Promise<number>;
  logger: Logger;
}

/** The app's source module: the entry imports it after the first paint, so every page preloads it. */
const APP = 'src/app.tsx';
/** The catalogue screen's source module, whose built chunks a catalogue page preloads. */
const CATALOGUE_SCREEN = 'src/features/catalogue/CataloguePage.tsx';
const CATALOGUE_PATH = /^\/kursus\/([^/]+)\/?$/;
/**
 * Visitors' catalogue pages are rendered on the server up to this page without a keyword: the pages people
 * land on. Every other state (a keyword, a deep page) renders in the browser, so nobody can make the server
 * render an endless variety of pages.
 */
const RENDERED_PAGES = 10;

/**
 * What the storefront's pages get in their head: every page the current session and its cart count (so the
 * header does not wait for them), the front page its banners, and a catalogue page its category, first search page, screen
 * chunks and first card banner, so the cards paint without a round trip after the script loads. The answers
 * are the API's own, shaped by the same contract, and keyed as the page keys them. A visitor's front page
 * and first catalogue pages are also rendered on the server.
 */
export function storefrontBoot({
  catalogue,
  banners,
  chunkFiles,
  renderPage,
  cartCount,
  logger,
}: StorefrontBootDeps): PageBooter {
  /**
   * Renders the page on the server. It then paints without scripts: they load after it (the entry's import),
   * not ahead of its stylesheets and images on a slow line.
   */
  const renderForVisitor = async (ctx: HttpContext, head: PageHead): Promise<void> => {
    head.html = (await renderPage(ctx.url, head.queries ?? [])) ?? undefined;
    if (head.html) head.modules = [];
  };

  return async (ctx: HttpContext): Promise<PageHead> => {
    const user = ctx.state.user;
    const session = contract.auth.session.response.parse({ user });
    const count = contract.cart.count.response.parse({ count: await cartCount(ctx) });
    const queries: PageBootQuery[] = [
      { key: routeKey(contract.auth.session), data: session.user },
      { key: routeKey(contract.cart.count, {}), data: count },
    ];
    const app = chunkFiles(APP);
    const head: PageHead = { queries, modules: app.modules, styles: app.styles };

    if (ctx.path === '/') {
      // The front page's banners come with it, so they do not push the page down when they arrive.
      const list = contract.homeBanner.list.response.parse(await banners.list());
      queries.push({ key: routeKey(contract.homeBanner.list, {}), data: list });
      if (!user) await renderForVisitor(ctx, head);
      return head;
    }

    const slug = CATALOGUE_PATH.exec(ctx.path)?.[1];
    if (!slug || !(CATALOGUE_SLUGS as readonly string[]).includes(slug)) return head;
    const category = slug as CatalogueSlug;
    const state = readCatalogueState(new URLSearchParams(ctx.querystring));
    const calls = catalogueCalls(category, state);
    const screen = chunkFiles(CATALOGUE_SCREEN);
    head.modules = [...app.modules, ...screen.modules.filter((m) => !app.modules.includes(m))];
    head.styles = [...app.styles, ...screen.styles.filter((s) => !app.styles.includes(s))];
    try {
      const body = CatalogueSearchBody.parse(calls.search.body);
      const [cat, page] = await Promise.all([
        catalogue.category(category),
        catalogue.search(actorOf(user), body, calls.search.query.page),
      ]);
      queries.push(
        {
          key: routeKey(contract.catalogue.category, calls.category),
          data: contract.catalogue.category.response.parse(cat),
        },
        {
          key: routeKey(contract.catalogue.search, calls.search),
          data: contract.catalogue.search.response.parse(page),
        },
      );
      head.leadImage = page.data[0]?.banner ?? undefined;
      if (!user && !state.keyword && state.page <= RENDERED_PAGES) await renderForVisitor(ctx, head);
    } catch (err) {
      // A keyword the contract refuses, say: the page asks the API itself and shows its answer.
      logger.debug({ err }, 'catalogue page boot skipped');
    }
    return head;
  };
}
