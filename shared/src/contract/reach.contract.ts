import { z } from 'zod';
import { Hashslug } from './fields';
import { defineRoute } from './route';

const tag = 'reach';
const slug = z.object({ hashslug: Hashslug });

/**
 * What search engines and installing browsers read (DESIGN.md "Reach and learning"), and the storefront pages
 * the server renders with their own head. The pages answer HTML to a browser; an unknown slug answers 404,
 * as the page (to a browser) or the failure envelope (to a client asking for JSON).
 */
export const reachContract = {
  sitemap: defineRoute({
    method: 'GET',
    path: '/sitemap.xml',
    summary: 'Every published course, event, merchandise item and package page, as a sitemap',
    tag,
    access: 'public',
    owner: 'none',
    response: z.string(),
    raw: 'file',
  }),
  robots: defineRoute({
    method: 'GET',
    path: '/robots.txt',
    summary: 'robots.txt: what crawlers may read, and where the sitemap is',
    tag,
    access: 'public',
    owner: 'none',
    response: z.string(),
    raw: 'file',
  }),
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
  coursePage: defineRoute({
    method: 'GET',
    path: '/course/{hashslug}',
    summary: 'A course page, rendered by the server with its title, description and structured data',
    tag,
    access: 'public',
    owner: 'none',
    params: slug,
    response: z.string(),
    raw: 'page',
  }),
  eventPage: defineRoute({
    method: 'GET',
    path: '/events/{hashslug}',
    summary: 'An event page, rendered by the server with its title, description and structured data',
    tag,
    access: 'public',
    owner: 'none',
    params: slug,
    response: z.string(),
    raw: 'page',
  }),
  merchandisePage: defineRoute({
    method: 'GET',
    path: '/merchandise/{hashslug}',
    summary: 'A merchandise page, rendered by the server with its title, description and structured data',
    tag,
    access: 'public',
    owner: 'none',
    params: slug,
    response: z.string(),
    raw: 'page',
  }),
  packagePage: defineRoute({
    method: 'GET',
    path: '/package/{hashslug}',
    summary: 'A package page, rendered by the server with its title and description',
    tag,
    access: 'public',
    owner: 'none',
    params: slug,
    response: z.string(),
    raw: 'page',
  }),
  coinPage: defineRoute({
    method: 'GET',
    path: '/mahir-coins',
    summary: 'The coin packs page, rendered by the server',
    tag,
    access: 'public',
    owner: 'none',
    response: z.string(),
    raw: 'page',
  }),
};
