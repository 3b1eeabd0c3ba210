import {
  PAGE_SCRIPTS_ELEMENT_ID,
  type PageBootQuery,
  scriptJson,
  serializePageBoot,
} from '@mahir/shared/client/page-boot';
import { escapeHtml } from '@mahir/shared/rules/html-entities';
import { absoluteUrl, type PageMeta } from '@mahir/shared/rules/page-meta';
import type { UiLanguage } from '@mahir/shared/rules/ui-language';
import type { HttpContext } from './state';

/** What the server adds to a page's head for the route being served. */
export interface PageHead {
  /** Answers the page would ask for first, keyed as its query cache keys them. */
  queries?: PageBootQuery[];
  /** Scripts of the route's lazily loaded screen, fetched with the entry instead of after it. */
  modules?: string[];
  /**
   * Scripts of a server-rendered page, which runs them only once someone uses it (`storefront/src/main.tsx`):
   * listed for the page to fetch once it has loaded, so the first use does not wait for the network and
   * nothing the page shows waits for them.
   */
  prefetch?: string[];
  /** Stylesheets the page's first paint needs (the app's, and a server-rendered screen's). */
  styles?: string[];
  /** The image most likely to be the largest paint, fetched early and first. */
  leadImage?: string;
  /** The page rendered on the server, for `#root`; the browser hydrates it. */
  html?: string;
  /** 404 for a path no page has, or a page whose record does not exist (or is not for this viewer). */
  status?: 404;
  /** The page's own title, for pages that otherwise keep the generic head. */
  title?: string;
  /** Everything search engines and link previews read: title, description, canonical link, tags, JSON-LD. */
  meta?: { page: PageMeta; origin: string };
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Works out a page's head for a request, given its language and the CSRF token the page carries; throws
 * nothing the page cannot do without.
 */
export type PageBooter = (ctx: HttpContext, lang: UiLanguage | null, csrfToken: string) => Promise<PageHead>;

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The markup of a page head: preload hints first, then the boot data element. */
export function renderPageHead(head: PageHead): string {
  const parts: string[] = [];
  if (head.leadImage)
    parts.push(`<link rel="preload" as="image" href="${attr(head.leadImage)}" fetchpriority="high" />`);
  for (const href of head.modules ?? [])
    parts.push(`<link rel="modulepreload" crossorigin href="${attr(href)}" />`);
  if (head.prefetch?.length)
    parts.push(
      `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${scriptJson(head.prefetch)}</script>`,
    );
  // Linked, not just preloaded: markup the server rendered must not paint unstyled and then shift.
  for (const href of head.styles ?? [])
    parts.push(`<link rel="stylesheet" crossorigin href="${attr(href)}" />`);
  if (head.queries?.length)
    parts.push(
      `<script type="application/json" id="mahir-boot">${serializePageBoot({ queries: head.queries })}</script>`,
    );
  return parts.join('\n    ');
}

/** The tags of a page's own head: canonical link, Open Graph, Twitter card and its JSON-LD. */
export function renderMetaTags({ page, origin }: { page: PageMeta; origin: string }): string {
  const url = absoluteUrl(origin, page.path);
  const image = page.image ? absoluteUrl(origin, page.image) : null;
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    property('og:type', page.type),
    property('og:site_name', 'Mahir'),
    property('og:title', page.title),
    property('og:description', page.description),
    property('og:url', url),
    ...(image ? [property('og:image', image)] : []),
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    named('twitter:title', page.title),
    named('twitter:description', page.description),
    ...(image ? [named('twitter:image', image)] : []),
  ];
  if (page.jsonLd)
    tags.push(
      `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...page.jsonLd })}</script>`,
    );
  return tags.join('\n    ');
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** Puts a page head into an HTML document, just before `</head>`; files the document names already are left out. */
export function injectPageHead(html: string, head: PageHead): string {
  const fresh = (href: string) => !html.includes(`"${href}"`);
  const markup = renderPageHead({
    ...head,
    modules: head.modules?.filter(fresh),
    prefetch: head.prefetch?.filter(fresh),
    styles: head.styles?.filter(fresh),
  });
  const title = head.meta?.page.title ?? head.title;
  let doc = title ? html.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`) : html;
  if (head.meta) {
    const description = `<meta name="description" content="${escapeHtml(head.meta.page.description)}" />`;
    doc = doc.replace(
      DESCRIPTION,
      () => `${description}\n    ${renderMetaTags(head.meta as NonNullable<PageHead['meta']>)}`,
    );
  }
  const at = doc.indexOf('</head>');
  let page = !markup || at < 0 ? doc : `${doc.slice(0, at)}  ${markup}\n  ${doc.slice(at)}`;
  if (head.html) page = page.replace(ROOT_ELEMENT, () => `<div id="root">${head.html}</div>`);
  return page;
}
