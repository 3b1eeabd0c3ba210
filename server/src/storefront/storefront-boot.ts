import {
  CATALOGUE_SLUGS,
  CatalogueSearchBody,
  type CatalogueSlug,
  type CoinPack,
  type CoursePageData,
  contract,
  type EventView,
  Hashslug,
  type MerchandiseView,
  type PackageInfo,
} from '@mahir/shared';
import type { PageBootQuery } from '@mahir/shared/client/page-boot';
import { routeKey } from '@mahir/shared/client/page-boot';
import { catalogueCalls, readCatalogueState } from '@mahir/shared/rules/catalogue-state';
import {
  coinMeta,
  courseMeta,
  eventMeta,
  merchandiseMeta,
  type PageMeta,
  packageMeta,
} from '@mahir/shared/rules/page-meta';
import {
  NOT_FOUND_TITLE,
  PAGE_TITLES,
  type StorefrontPage,
  storefrontPageOf,
} from '@mahir/shared/rules/storefront-pages';
import type { UiLanguage } from '@mahir/shared/rules/ui-language';
import type { Logger } from 'pino';
import { type Actor, actorOf } from '../access/actor';
import type { createHomeBannerService } from '../admin-content/home-banner.service';
import type { createCatalogueService } from '../catalogue/catalogue.service';
import { AppError } from '../http/app-error';
import type { PageBooter, PageHead } from '../http/page-boot';
import { sessionBootQuery } from '../http/session-boot';
import type { HttpContext } from '../http/state';
import type { InProcessApi } from './in-process-api';
import type { StorefrontPageRenderer } from './page-renderer';
import { SCREEN_MODULES } from './screen-modules';
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
  /** The API as a page request's viewer sees it, for what the rendered screens ask for beyond the boot answers. */
  api: InProcessApi;
  /** Lines in the request's carts, for the header's cart icon. */
  cartCount: (ctx: HttpContext) => Promise<number>;
  /** The answers of the pages the server renders with their own head (the services their routes call). */
  pages: PageLoaders;
  /** The site's public address (PUBLIC_URL), for canonical links and structured data. */
  origin: string;
  logger: Logger;
}

/** The services behind the course, event, merchandise, package and coin pages; a 404 AppError when none. */
export interface PageLoaders {
  course(actor: Actor, hashslug: string): Promise<CoursePageData>;
  event(actor: Actor, hashslug: string): Promise<{ event: EventView }>;
  merchandise(hashslug: string): Promise<{ merchandise: MerchandiseView }>;
  package(hashslug: string): Promise<{ package: PackageInfo }>;
  coins(actor: Actor): Promise<{ packs: CoinPack[]; balance: number | null }>;
  /** The listings reached from the header: active events, merchandise on sale, subscription packages. */
  events(): Promise<unknown>;
  merchandiseList(): Promise<unknown>;
  packages(): Promise<unknown>;
}

/** A listing page: its one answer (keyed as the screen asks for it). */
interface ListingPage {
  load(): Promise<PageBootQuery>;
}

/** A page with its own head: its first answer with what it tells search engines. */
interface OwnHeadPage {
  load(ctx: HttpContext, hashslug: string): Promise<{ query: PageBootQuery; meta: PageMeta }>;
}

/** The app's source module: the entry imports it after the first paint, so every page preloads it. */
const APP = 'src/app.tsx';
/** The design system's styles the app loads after the first paint (app.tsx). */
const FULL_STYLES = 'src/styles/full.css';
const CATALOGUE_PATH = /^\/kursus\/([^/]+)\/?$/;
/**
 * The pages without their own head that the server renders too: complete until someone uses them, so their
 * script waits for a first use. The others act as they open (a link's token checked, a payment's return, a
 * checkout step) and render in the browser at once.
 */
const RENDERED_FOR_USE: ReadonlySet<StorefrontPage> = new Set<StorefrontPage>([
  '/login',
  '/register',
  '/forgot-password',
  '/privacy',
  '/my/courses',
  '/wishlist',
  '/cart',
  '/orders',
  '/profile',
  '/family',
]);

/**
 * Catalogue pages are rendered on the server up to this page without a keyword: the pages people
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
  api,
  cartCount,
  pages,
  origin,
  logger,
}: StorefrontBootDeps): PageBooter {
  const user = (ctx: HttpContext) => ctx.state.user ?? null;
  const ownHead: Partial<Record<StorefrontPage, OwnHeadPage>> = {
    '/course/:hashslug': {
      load: async (ctx, hashslug) => {
        const route = contract.coursePage.page;
        const data = route.response.parse(await pages.course(actorOf(user(ctx)), hashslug));
        return {
          query: { key: routeKey(route, { params: { hashslug } }), data },
          meta: courseMeta(data, origin),
        };
      },
    },
    '/events/:hashslug': {
      load: async (ctx, hashslug) => {
        const route = contract.event.hashslug;
        const data = route.response.parse(await pages.event(actorOf(user(ctx)), hashslug));
        return {
          query: { key: routeKey(route, { body: { hashslug } }), data },
          meta: eventMeta(data.event, origin),
        };
      },
    },
    '/merchandise/:hashslug': {
      load: async (_ctx, hashslug) => {
        const route = contract.merchandiseShop.hashslug;
        const data = route.response.parse(await pages.merchandise(hashslug));
        return {
          query: { key: routeKey(route, { body: { hashslug } }), data },
          meta: merchandiseMeta(data.merchandise, origin),
        };
      },
    },
    '/package/:hashslug': {
      load: async (_ctx, hashslug) => {
        const route = contract.package.show;
        const data = route.response.parse(await pages.package(hashslug));
        return {
          query: { key: routeKey(route, { body: { hashslug } }), data },
          meta: packageMeta(data.package),
        };
      },
    },
    '/mahir-coins': {
      load: async (ctx) => {
        const route = contract.coins.packs;
        const data = route.response.parse(await pages.coins(actorOf(user(ctx))));
        return { query: { key: routeKey(route, {}), data }, meta: coinMeta(data.packs) };
      },
    },
  };

  /** The same answers as the listings' API routes (parsed by their contract), for the pages that show them. */
  const listing = (
    route: typeof contract.event.list | typeof contract.merchandiseShop.list | typeof contract.package.list,
    load: () => Promise<unknown>,
  ): ListingPage => ({
    load: async () => ({ key: routeKey(route, {}), data: route.response.parse(await load()) }),
  });
  const listings: Partial<Record<StorefrontPage, ListingPage>> = {
    '/events': listing(contract.event.list, pages.events),
    '/merchandise': listing(contract.merchandiseShop.list, pages.merchandiseList),
    '/packages': listing(contract.package.list, pages.packages),
  };

  /** The app's chunks and a page's screen's, each file once. */
  const withScreen = (head: PageHead, page: StorefrontPage) => {
    const source = SCREEN_MODULES[page];
    if (!source) return;
    const app = chunkFiles(APP);
    const screen = chunkFiles(source);
    head.modules = [...app.modules, ...screen.modules.filter((m) => !app.modules.includes(m))];
    head.styles = [...app.styles, ...screen.styles.filter((s) => !app.styles.includes(s))];
  };
  /**
   * Renders the page on the server, for a visitor or a logged-in user alike, with what its screens ask for
   * fetched as the viewer (the answers join the boot data, so the app hydrates the same page). It then paints
   * without scripts: they are prefetched at idle priority, not ahead of its stylesheets and images on a slow
   * line, and run when the page is first used. A visitor's page is the same for every visitor with the same
   * answers and is kept a while; a user's never is.
   */
  const render = async (ctx: HttpContext, head: PageHead, lang: UiLanguage | null, token: string) => {
    // In the request's language: the server's markup must match what the app then hydrates.
    const page = await renderPage(ctx.url, head.queries ?? [], {
      lang,
      api: api(ctx, token),
      shared: !ctx.state.user,
    });
    if (!page) return;
    head.html = page.html;
    head.queries = page.queries;
    head.prefetch = head.modules;
    head.modules = [];
  };

  /**
   * Links the design system's full styles with the page: screens beyond the first (breadcrumbs, grids, tabs,
   * badges...) would otherwise paint unstyled from the server's markup and then shift.
   */
  const withFullStyles = (head: PageHead) => {
    const full = chunkFiles(FULL_STYLES);
    head.styles = [...(head.styles ?? []), ...full.modules.filter((f) => f.endsWith('.css')), ...full.styles];
  };

  /** A page's screen files and the full styles, which every page past the first screen paints with. */
  const withPageFiles = (head: PageHead, page: StorefrontPage) => {
    withScreen(head, page);
    withFullStyles(head);
  };

  /**
   * A page with its own head: its answer in the boot data, its title, description, tags and JSON-LD, and
   * for a visitor its markup. A record that does not exist (or is not this viewer's to see) is a 404.
   */
  const bootOwnHeadPage = async (
    ctx: HttpContext,
    head: PageHead,
    page: StorefrontPage,
    own: OwnHeadPage,
    lang: UiLanguage | null,
    token: string,
  ): Promise<void> => {
    const segment = ctx.path.split('/')[2] ?? '';
    let hashslug: string;
    try {
      hashslug = decodeURIComponent(segment);
    } catch {
      head.status = 404;
      return;
    }
    if (segment && !Hashslug.safeParse(hashslug).success) {
      head.status = 404;
      return;
    }
    try {
      const { query, meta } = await own.load(ctx, hashslug);
      head.queries?.push(query);
      head.meta = { page: meta, origin };
      head.title = undefined;
      withPageFiles(head, page);
      if (meta.image) head.leadImage = meta.image;
      await render(ctx, head, lang, token);
    } catch (err) {
      if (err instanceof AppError && err.status === 404) head.status = 404;
      // Anything else: the page asks the API itself and shows its answer.
      else logger.warn({ err, path: ctx.path }, 'page boot skipped');
    }
  };

  return async (ctx: HttpContext, lang: UiLanguage | null, token: string): Promise<PageHead> => {
    const user = ctx.state.user;
    const count = contract.cart.count.response.parse({ count: await cartCount(ctx) });
    const queries: PageBootQuery[] = [
      sessionBootQuery(ctx),
      { key: routeKey(contract.cart.count, {}), data: count },
    ];
    const app = chunkFiles(APP);
    const head: PageHead = { queries, modules: app.modules, styles: app.styles };

    if (ctx.path === '/') {
      // The front page's banners come with it, so they do not push the page down when they arrive.
      const list = contract.homeBanner.list.response.parse(await banners.list());
      queries.push({ key: routeKey(contract.homeBanner.list, {}), data: list });
      await render(ctx, head, lang, token);
      return head;
    }

    const page = storefrontPageOf(ctx.path);
    if (!page) {
      // A path no page has: the not-found page, rendered here for everyone (it names nobody's data).
      head.status = 404;
      head.title = `${NOT_FOUND_TITLE} · Mahir`;
      head.html = (await renderPage(ctx.url, queries, { lang, shared: !user }))?.html;
      if (head.html) head.modules = [];
      return head;
    }
    const title = PAGE_TITLES[page];
    if (title) head.title = `${title} · Mahir`;
    if (page === '/downloads') {
      // The offline shell: the page names every file its screen needs, so the service worker can keep them all.
      withPageFiles(head, page);
      return head;
    }
    const own = ownHead[page];
    if (own) {
      await bootOwnHeadPage(ctx, head, page, own, lang, token);
      return head;
    }

    const list = listings[page];
    if (list) {
      // A listing is the same for everyone: its answer comes with the page, and its markup.
      try {
        queries.push(await list.load());
        withPageFiles(head, page);
        await render(ctx, head, lang, token);
      } catch (err) {
        logger.warn({ err, path: ctx.path }, 'page boot skipped');
      }
      return head;
    }

    const slug = CATALOGUE_PATH.exec(ctx.path)?.[1];
    if (!slug) {
      if (RENDERED_FOR_USE.has(page)) {
        // A page complete until used (My Courses, the cart, the profile...): rendered with what its screen asks for.
        withPageFiles(head, page);
        await render(ctx, head, lang, token);
      }
      return head;
    }
    if (!(CATALOGUE_SLUGS as readonly string[]).includes(slug)) {
      head.status = 404;
      return head;
    }
    const category = slug as CatalogueSlug;
    const state = readCatalogueState(new URLSearchParams(ctx.querystring));
    const calls = catalogueCalls(category, state);
    withScreen(head, '/kursus/:category');
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
      // The category's own title in the head, as the page sets it once running: a visitor's page may never run.
      head.title = `${cat.category.title} · Mahir`;
      head.leadImage = page.data[0]?.banner ?? undefined;
      if (!state.keyword && state.page <= RENDERED_PAGES) await render(ctx, head, lang, token);
    } catch (err) {
      // A keyword the contract refuses, say: the page asks the API itself and shows its answer.
      logger.debug({ err }, 'catalogue page boot skipped');
    }
    return head;
  };
}
