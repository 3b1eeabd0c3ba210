import { z } from 'zod';
import { Hashslug } from './fields';
import { defineRoute } from './route';

const tag = 'reach';
const slug = z.object({ hashslug: Hashslug });

/** A public GET the server answers with text of its own: a file (`file`) or a page it renders (`page`). */
const served = (raw: 'file' | 'page', path: string, summary: string) =>
  defineRoute({
    method: 'GET',
    path,
    summary,
    tag,
    access: 'public',
    owner: 'none',
    response: z.string(),
    raw,
  });

/** A product's page the server renders with its own head, by the product's slug. */
const productPage = (path: string, summary: string) => ({ ...served('page', path, summary), params: slug });

/**
 * What search engines and installing browsers read (DESIGN.md "Reach and learning"), and the storefront pages
 * the server renders with their own head. The pages answer HTML to a browser; an unknown slug answers 404,
 * as the page (to a browser) or the failure envelope (to a client asking for JSON).
 */
export const reachContract = {
  sitemap: served(
    'file',
    '/sitemap.xml',
    'Every published course, event, merchandise item and package page, as a sitemap',
  ),
  robots: served('file', '/robots.txt', 'robots.txt: what crawlers may read, and where the sitemap is'),
  manifest: defineRoute({
    method: 'GET',
    path: '/manifest.webmanifest',
    summary: 'The web app manifest that makes the storefront installable',
    tag,
    access: 'public',
    owner: 'none',
    response: z.record(z.string(), z.unknown()),
    raw: 'file',
  }),
  coursePage: productPage(
    '/course/{hashslug}',
    'A course page, rendered by the server with its title, description and structured data',
  ),
  eventPage: productPage(
    '/events/{hashslug}',
    'An event page, rendered by the server with its title, description and structured data',
  ),
  merchandisePage: productPage(
    '/merchandise/{hashslug}',
    'A merchandise page, rendered by the server with its title, description and structured data',
  ),
  packagePage: productPage(
    '/package/{hashslug}',
    'A package page, rendered by the server with its title and description',
  ),
  coinPage: served('page', '/mahir-coins', 'The coin packs page, rendered by the server'),
};
