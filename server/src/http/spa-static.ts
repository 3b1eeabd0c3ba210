import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MSG } from '@mahir/shared';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { CsrfTokens } from './csrf-token';
import { injectPageHead, type PageBooter } from './page-boot';
import { pageSecurityHeaders } from './security-headers';
import type { AppState, HttpContext } from './state';
import type { PageLanguage } from './ui-language';

/** The storefront's service worker (ui/public/sw.js). */
const SERVICE_WORKER = '/sw.js';
/** Scripts and pages served as files (never index.html itself: a page always gets its CSRF token and head). */
const OWN_FILES = new Set([SERVICE_WORKER, '/offline.html']);
const CSRF_PLACEHOLDER = /<meta name="csrf-token" content="[^"]*"\s*\/?>/;
const HTML_LANG = /<html lang="[^"]*"/;

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export interface SpaOptions {
  /** URL prefix: '' for the storefront, '/backoffice' for the back office. */
  prefix: string;
  dist: string;
  csrf: CsrfTokens;
  /** Paths under the prefix that belong to the API or other handlers. */
  skip: readonly string[];
  /** Adds the route's boot data and early hints to the page's head. */
  boot?: PageBooter;
  /** The pages' Content-Security-Policy, when it names more than the app (the bucket of media links). */
  policy?: Promise<string>;
  /** The interface language the request chose (`?lang=`, cookie, profile), or null for the spec's strings. */
  language?: PageLanguage;
}

const MISSING_BUILD = (dist: string) =>
  `<!doctype html><html lang="ms"><head><meta charset="utf-8"><meta name="csrf-token" content="" /><meta name="description" content="Mahir" /><title>Mahir</title></head><body><div id="root"></div><p>The client at ${dist} is not built yet. Run <code>npm run build</code> (npm start does it for you).</p></body></html>`;

/**
 * Serves a built single-page app: hashed assets with long caching, and for every other GET under the
 * prefix the index.html with the CSRF token in `<meta name="csrf-token">`: the session's, or for a
 * visitor a signed stateless one, so a page view writes no session row.
 */
export function spaStatic(options: SpaOptions): Middleware<AppState> {
  const indexFile = join(options.dist, 'index.html');
  let template: string | null = null;
  const html = (): string => {
    if (template === null || process.env.NODE_ENV !== 'production') {
      template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : MISSING_BUILD(options.dist);
    }
    return template;
  };

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const { prefix } = options;
    const inPrefix = prefix === '' || ctx.path === prefix || ctx.path.startsWith(`${prefix}/`);
    if (!inPrefix || options.skip.some((s) => ctx.path.startsWith(s))) return next();
    if (prefix && ctx.path === prefix) return ctx.redirect(`${prefix}/`);

    const rel = ctx.path.slice(prefix.length) || '/';
    if (
      rel.startsWith('/assets/') ||
      OWN_FILES.has(rel) ||
      /\.(?:ico|png|svg|webmanifest|txt|jpg|woff2?)$/.test(rel)
    ) {
      try {
        const immutable = rel.startsWith('/assets/');
        await send(ctx, rel, {
          root: options.dist,
          immutable,
          // The service worker is checked on every load, so a new version reaches the next visit.
          maxage: immutable ? 31_536_000_000 : rel === SERVICE_WORKER ? 0 : 3_600_000,
          gzip: true,
        });
        return;
      } catch {
        ctx.status = 404;
        ctx.body = 'Not found';
        return;
      }
    }
    const token = options.csrf.forRequest(ctx as HttpContext);
    ctx.set('Cache-Control', 'no-store');
    // A page with nobody's account in it: the service worker may keep it for offline use (sw.js).
    if (!ctx.state.user) ctx.set('X-Page-Audience', 'visitor');
    pageSecurityHeaders(ctx as HttpContext, await options.policy);
    ctx.type = 'html';
    let page = html().replace(CSRF_PLACEHOLDER, `<meta name="csrf-token" content="${escapeAttr(token)}" />`);
    const lang = (await options.language?.(ctx as HttpContext)) ?? null;
    // A chosen language: `<html lang>` follows it and `data-lang` tells the app; with none, the page is as built.
    if (lang) page = page.replace(HTML_LANG, `<html lang="${lang}" data-lang="${lang}"`);
    if (options.boot && ctx.method === 'GET') {
      const head = await options.boot(ctx as HttpContext, lang, token);
      if (head.status === 404) {
        ctx.status = 404;
        // A client asking for JSON (not a browser) gets the API's failure envelope, not the page.
        if (!ctx.accepts('html')) {
          ctx.type = 'json';
          ctx.body = { message: MSG.notFound, code: 'not_found' };
          return;
        }
      }
      page = injectPageHead(page, head);
    }
    ctx.body = page;
  };
}
