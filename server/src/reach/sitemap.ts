import { escapeHtml } from '@mahir/shared/rules/html-entities';

/** One page of the sitemap: its path on the site, and the day it last changed when known. */
export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/** A sitemap holds at most 50,000 links (sitemaps.org). */
export const SITEMAP_MAX = 50_000;

/** The day (`YYYY-MM-DD`) of a stored timestamp, or undefined when it is not one. */
export function dayOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(String(value).replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/** The sitemap XML of pages on the site at `origin` (no trailing slash); links past the limit are left out. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX).map((e) => {
    const mod = e.lastModified ? `<lastmod>${e.lastModified}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(origin + e.path)}</loc>${mod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt: the API, the back office and payment callbacks are not pages. The back office's login itself
 * (`/backoffice/` exactly, the longer and so winning rule) may be read: it is a public page with its own
 * description. A student's own pages (cart, orders, My Courses, profile) are not disallowed: Lighthouse's SEO
 * audit ("is-crawlable", target 100 on every page a student reaches, issue 22) fails a page robots.txt blocks,
 * and to a crawler those pages are only a login prompt with the generic head, linked from no sitemap.
 */
export function robotsTxt(origin: string): string {
  const disallow = ['/ajax/', '/backoffice/', '/payments/'];
  return `User-agent: *\n${disallow.map((p) => `Disallow: ${p}`).join('\n')}\nAllow: /backoffice/$\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
