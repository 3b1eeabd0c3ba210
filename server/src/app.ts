import type { RequestListener } from 'node:http';
import { join } from 'node:path';
import Router from '@koa/router';
import Koa from 'koa';
import compress from 'koa-compress';
import { actorOf } from './access/actor';
import { createHomeBannerService } from './admin-content/home-banner.service';
import type { AppContext } from './app-context';
import type { AreaModule } from './area-module';
import { cartLineCount } from './cart/cart.service';
import { createCoinService } from './coins/coin.service';
import { coursePage } from './course/course-page.service';
import { bodyParser } from './http/body-parser';
import { csrfMiddleware } from './http/csrf-middleware';
import { errorMiddleware } from './http/error-middleware';
import { secureCookies } from './http/secure-cookies';
import { contentSecurityPolicy, securityHeaders } from './http/security-headers';
import { backofficeBoot } from './http/session-boot';
import { sessionMiddleware } from './http/session-middleware';
import { spaStatic } from './http/spa-static';
import type { AppState } from './http/state';
import { pageLanguage } from './http/ui-language';
import { requestLogger } from './logger';
import { MAIL_CSRF_EXEMPT } from './mail/mail.routes';
import { createMerchandiseService } from './merchandise/merchandise.service';
import { serverModules } from './modules';
import { createOrderService } from './orders/order.service';
import { createPackageService } from './package/package.service';
import { PAYMENT_CSRF_EXEMPT } from './payments/payment.routes';
import { signedUrlOrigin } from './storage/file-origin';
import { inProcessApi } from './storefront/in-process-api';
import { storefrontPageRenderer } from './storefront/page-renderer';
import { type PageLoaders, storefrontBoot } from './storefront/storefront-boot';
import { viteManifest } from './storefront/vite-manifest';
import { operationsRouter } from './system/operations.routes';
import { createEventService } from './tickets/ticket.service';
import { tusUploads } from './uploads/tus-upload';

export { type AppContext, createAppContext, VERSION } from './app-context';
export { purgeStaleAttempts } from './auth/attempt-limiter';
export { createSessionService, purgeExpiredSessions } from './auth/session.service';
export { serverModules } from './modules';

/** The services behind the pages the storefront renders with their own head: the ones their routes call. */
function storefrontPages(context: AppContext): PageLoaders {
  const events = createEventService(context);
  const merchandise = createMerchandiseService(context);
  const packages = createPackageService(context);
  const orders = createOrderService({ ...context, gateway: context.payments });
  const coins = createCoinService({ ...context, orders, offered: context.payments.offeredMethods() });
  return {
    course: (actor, hashslug) => coursePage(context.db, actor, hashslug),
    event: (actor, hashslug) => events.view(actor, hashslug),
    merchandise: (hashslug) => merchandise.view(hashslug),
    package: (hashslug) => packages.show(hashslug),
    coins: (actor) => coins.packs(actor),
    events: () => events.list(),
    merchandiseList: () => merchandise.list(),
    packages: () => packages.list(),
  };
}

/**
 * Builds the Koa application from the context: middleware in order, then every area module's routers,
 * then the two clients. The areas' jobs are the job runner's (`collectJobs(modules)`), not the app's.
 */
export function createApp(
  context: AppContext,
  modules: readonly AreaModule[] = serverModules(context),
): Koa<AppState> {
  const { config, db, logger, sessions, csrf, cookie, catalogue, readiness, metrics } = context;
  const app = new Koa<AppState>();
  // A viewer who stops a video mid-stream closes the response early; that is not an error worth logging.
  app.silent = true;
  app.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET' || err.code === 'EPIPE')
      return;
    logger.error({ err }, 'koa error');
  });
  // Behind N trusted proxies the client address is the one the outermost of them saw.
  app.proxy = config.trustProxyHops > 0;
  app.maxIpsCount = config.trustProxyHops;
  app.use(metrics.middleware);
  app.use(requestLogger(logger));
  app.use(securityHeaders());
  app.use(errorMiddleware(logger));
  // Probes and metrics answer before sessions: a load balancer's polling starts none.
  const operations = operationsRouter({
    db,
    readiness,
    metrics,
    metricsToken: config.metricsToken ?? null,
    checks: { storage: () => context.storage.check() },
  });
  app.use(operations.routes());
  if (config.secureCookies) app.use(secureCookies(logger));
  app.use(compress({ threshold: 1024 }));
  // Who is asking, then the CSRF check, and only then any body is read (multipart only by routes
  // that declare file fields, after their access check).
  app.use(sessionMiddleware({ sessions, cookie, csrf }));
  app.use(csrfMiddleware(csrf, [...PAYMENT_CSRF_EXEMPT, ...MAIL_CSRF_EXEMPT]));
  app.use(tusUploads(context));
  app.use(bodyParser());

  const api = new Router<AppState>();
  const routers = modules.flatMap((m) => m.routers?.() ?? []);
  for (const router of routers) {
    api.use(router.routes(), router.allowedMethods());
  }
  app.use(api.routes());
  app.use(api.allowedMethods());

  const skip = ['/ajax/', '/files/', '/media/', '/payments/', '/healthz', '/readyz', '/metrics'];
  // Media links may redirect to the bucket: pages let images, players and PDF frames load from it.
  const policy = signedUrlOrigin(context.storage).then(
    (origin) => contentSecurityPolicy(origin ? [origin] : []),
    (err: unknown) => {
      logger.warn({ err }, 'the bucket could not sign a URL; pages allow media from the app only');
      return contentSecurityPolicy();
    },
  );
  const language = pageLanguage(db, config.secureCookies);
  app.use(
    spaStatic({
      prefix: '/backoffice',
      dist: config.backofficeDist,
      csrf,
      skip,
      policy,
      language,
      boot: backofficeBoot,
    }),
  );
  // Server rendering asks the app's own routes in process, through the whole middleware (in-process-api.ts).
  let handler: RequestListener | undefined;
  const boot = storefrontBoot({
    catalogue,
    banners: createHomeBannerService(context),
    chunkFiles: viteManifest(config.storefrontDist),
    renderPage: storefrontPageRenderer(
      join(config.storefrontDist, '..', 'dist-ssr', 'entry-server.js'),
      logger,
    ),
    api: inProcessApi(() => {
      handler ??= app.callback();
      return handler;
    }),
    cartCount: (ctx) => cartLineCount(db, actorOf(ctx.state.user), ctx.state.session?.id ?? null),
    pages: storefrontPages(context),
    origin: config.publicUrl.replace(/\/+$/, ''),
    logger,
  });
  app.use(
    spaStatic({
      prefix: '',
      dist: config.storefrontDist,
      csrf,
      skip: [...skip, '/backoffice'],
      boot,
      policy,
      language,
    }),
  );
  return app;
}
