import { join } from 'node:path';
import Router from '@koa/router';
import type { Db } from '@mahir/db';
import Koa from 'koa';
import compress from 'koa-compress';
import type { Logger } from 'pino';
import { accountModule } from './accounts/account.module';
import { adminDashboardRouter } from './admin/admin-dashboard.routes';
import { adminContentRouter } from './admin-content/admin-content.routes';
import { homeBannerRouter } from './admin-content/home-banner.routes';
import { createHomeBannerService } from './admin-content/home-banner.service';
import { affiliateRouter } from './affiliate/affiliate.routes';
import { approvalsRouter } from './approvals/approvals.routes';
import { registerAuthJobs } from './auth/auth.jobs';
import { authRouter } from './auth/auth.routes';
import { createAuthService } from './auth/auth.service';
import { createSessionService } from './auth/session.service';
import { cartRouter } from './cart/cart.routes';
import { cartLineCount } from './cart/cart.service';
import { catalogueRouter } from './catalogue/catalogue.routes';
import { createCatalogueService } from './catalogue/catalogue.service';
import { coinRouter } from './coins/coin.routes';
import { registerCommissionJobs } from './commissions/commission.module';
import { commissionRouter } from './commissions/commission.routes';
import type { AppConfig } from './config';
import { coursePageRouter } from './course/course.routes';
import { eventRouter } from './event/event.routes';
import { hrStatisticsRouter } from './hr/hr.routes';
import { bodyParser } from './http/body-parser';
import { csrfMiddleware } from './http/csrf-middleware';
import { createCsrfTokens } from './http/csrf-token';
import { errorMiddleware } from './http/error-middleware';
import { secureCookies } from './http/secure-cookies';
import { securityHeaders } from './http/security-headers';
import { sessionMiddleware } from './http/session-middleware';
import { spaStatic } from './http/spa-static';
import type { AppState } from './http/state';
import { learningRouter } from './learning/learning.routes';
import { requestLogger } from './logger';
import { mediaRouter } from './media/media.routes';
import { merchandiseRouter } from './merchandise/merchandise.routes';
import { myOrdersRouter } from './my-orders/my-orders.routes';
import { registerMoneyJobs } from './orders/money.module';
import { groupStatisticsRouter } from './organization-statistics/group-statistics.routes';
import { packageRouter } from './package/package.routes';
import { packageCheckoutRouter } from './package-checkout/package-checkout.routes';
import { PAYMENT_CSRF_EXEMPT, paymentRouter } from './payments/payment.routes';
import { createPaymentGateway } from './payments/payment-gateway';
import { payPalFromConfig } from './payments/paypal.provider';
import { profileRouter } from './profile/profile.routes';
import { resellerRouter } from './reseller/reseller.routes';
import { reviewRouter } from './review/review.routes';
import { registerSalesSummaryJobs } from './sales/sales-summary.handler';
import { storefrontPageRenderer } from './storefront/page-renderer';
import { storefrontBoot } from './storefront/storefront-boot';
import { viteManifest } from './storefront/vite-manifest';
import { subscriptionRouter } from './subscription/subscription.routes';
import { createMetrics, type Metrics } from './system/metrics';
import { operationsRouter } from './system/operations.routes';
import { createReadiness, type Readiness } from './system/readiness';
import { systemRouter } from './system/system.routes';
import { registerMediaJobs } from './transcode/transcode.module';
import { tutorAssetRouter } from './tutor/tutor-asset.routes';
import { tutorCourseRouter } from './tutor/tutor-course.routes';
import { tutorQuizRouter } from './tutor/tutor-quiz.routes';
import { tutorDashboardRouter } from './tutor-dashboard/tutor-dashboard.routes';
import { tusUploads } from './uploads/tus-upload';
import { registerUploadJobs } from './uploads/upload-expiry';
import { wishlistRouter } from './wishlist/wishlist.routes';

export { purgeStaleAttempts } from './auth/attempt-limiter';
export { createSessionService, purgeExpiredSessions } from './auth/session.service';

export const VERSION = '1.0.0';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  logger: Logger;
  /** Whether the instance takes traffic (`/readyz`); ready unless the caller tracks its start and stop. */
  readiness?: Readiness;
  metrics?: Metrics;
}

/** Builds the Koa application: middleware in order, then every area's router, then the two clients. */
export function createApp({
  config,
  db,
  logger,
  readiness = createReadiness('ready'),
  metrics = createMetrics(),
}: AppDeps): Koa<AppState> {
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
  const cookie = { secure: config.secureCookies, ttlHours: config.sessionTtlHours };
  const sessions = createSessionService(db, { ttlHours: config.sessionTtlHours });
  const csrf = createCsrfTokens(config.appSecret, cookie);
  const auth = createAuthService(db, sessions);
  const payments = createPaymentGateway(config.payments, payPalFromConfig);
  registerMoneyJobs(payments.config);
  registerAuthJobs();
  registerMediaJobs(config.dataDir);
  registerUploadJobs(config.dataDir);
  registerCommissionJobs();
  registerSalesSummaryJobs();
  const accounts = accountModule({
    db,
    logger,
    mail: {
      publicUrl: config.publicUrl,
      appSecret: config.appSecret,
      dataDir: config.dataDir,
      smtpUrl: config.smtpUrl ?? null,
      mailFrom: config.mailFrom ?? 'Mahir <no-reply@localhost>',
    },
  });

  app.use(metrics.middleware);
  app.use(requestLogger(logger));
  app.use(securityHeaders());
  app.use(errorMiddleware(logger));
  // Probes and metrics answer before sessions: a load balancer's polling starts none.
  const operations = operationsRouter({ db, readiness, metrics, metricsToken: config.metricsToken ?? null });
  app.use(operations.routes());
  if (config.secureCookies) app.use(secureCookies(logger));
  app.use(compress({ threshold: 1024 }));
  // Who is asking, then the CSRF check, and only then any body is read (multipart only by routes
  // that declare file fields, after their access check).
  app.use(sessionMiddleware({ sessions, cookie, csrf }));
  app.use(csrfMiddleware(csrf, PAYMENT_CSRF_EXEMPT));
  app.use(tusUploads(db, config.dataDir));
  app.use(bodyParser());

  const api = new Router<AppState>();
  const deps = { db, config, logger };
  const catalogue = createCatalogueService(db);
  const routers = [
    systemRouter(db, VERSION),
    authRouter(auth, { sessions, cookie, csrf }),
    accounts.router,
    adminDashboardRouter(db),
    tutorDashboardRouter(deps),
    approvalsRouter(deps),
    catalogueRouter(catalogue),
    coursePageRouter(deps),
    wishlistRouter(deps),
    mediaRouter(deps),
    learningRouter(deps),
    subscriptionRouter(deps),
    packageRouter(deps),
    hrStatisticsRouter(deps),
    groupStatisticsRouter(deps),
    packageCheckoutRouter({ ...deps, sessions, cookie }),
    eventRouter(deps),
    merchandiseRouter(deps),
    homeBannerRouter(deps),
    resellerRouter(deps),
    profileRouter(deps),
    affiliateRouter(deps),
    paymentRouter({ db, gateway: payments, csrf }),
    cartRouter({ ...deps, gateway: payments }),
    coinRouter({ ...deps, gateway: payments }),
    myOrdersRouter(deps),
    tutorCourseRouter(deps),
    tutorQuizRouter(deps),
    tutorAssetRouter(deps),
    reviewRouter(deps),
    adminContentRouter(deps),
    commissionRouter(deps),
  ];
  for (const router of routers) {
    api.use(router.routes(), router.allowedMethods());
  }
  app.use(api.routes());
  app.use(api.allowedMethods());

  const skip = ['/ajax/', '/files/', '/media/', '/payments/', '/healthz', '/readyz', '/metrics'];
  app.use(spaStatic({ prefix: '/backoffice', dist: config.backofficeDist, csrf, skip }));
  const boot = storefrontBoot({
    catalogue,
    banners: createHomeBannerService(db),
    chunkFiles: viteManifest(config.storefrontDist),
    renderPage: storefrontPageRenderer(
      join(config.storefrontDist, '..', 'dist-ssr', 'entry-server.js'),
      logger,
    ),
    cartCount: (ctx) => cartLineCount(db, { user: ctx.state.user, sessionId: ctx.state.session?.id ?? null }),
    logger,
  });
  app.use(spaStatic({ prefix: '', dist: config.storefrontDist, csrf, skip: [...skip, '/backoffice'], boot }));
  return app;
}
