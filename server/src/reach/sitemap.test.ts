import { describe, expect, it } from 'vitest';
import { dayOf, robotsTxt, SITEMAP_MAX, sitemapXml } from './sitemap';

describe('sitemap and robots', () => {
  it('writes absolute, escaped links with their day of change', () => {
    const xml = sitemapXml('https://mahir.example.my', [
      { path: '/course/a&b', lastModified: '2026-11-28' },
      { path: '/events' },
    ]);
    expect(xml).toContain('<loc>https://mahir.example.my/course/a&amp;b</loc><lastmod>2026-11-28</lastmod>');
    expect(xml).toContain('<url><loc>https://mahir.example.my/events</loc></url>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('keeps to the 50,000 links a sitemap may hold', () => {
    const many = Array.from({ length: SITEMAP_MAX + 5 }, (_, i) => ({ path: `/course/${i}` }));
    expect(sitemapXml('https://x.my', many).match(/<url>/g)?.length).toBe(SITEMAP_MAX);
  });

  it('reads stored timestamps of either database as a day', () => {
    expect(dayOf('2026-11-28 10:00:00')).toBe('2026-11-28');
    expect(dayOf(new Date('2026-11-27T23:00:00Z'))).toBe('2026-11-27');
    expect(dayOf('not a date')).toBeUndefined();
    expect(dayOf(null)).toBeUndefined();
  });

  it('names the sitemap at the public address', () => {
    const txt = robotsTxt('https://mahir.example.my');
    expect(txt).toContain('Sitemap: https://mahir.example.my/sitemap.xml');
    expect(txt).toContain('Disallow: /ajax/');
    // The back office stays out, but for its login page (longest rule wins).
    expect(txt).toContain('Disallow: /backoffice/\n');
    expect(txt).toContain('Allow: /backoffice/$\n');
    // A student's pages stay crawlable (Lighthouse's is-crawlable audit): to a crawler they are a login prompt.
    for (const page of ['/cart', '/orders', '/my/', '/profile'])
      expect(txt).not.toContain(`Disallow: ${page}`);
  });
});
