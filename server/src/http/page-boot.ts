import { type PageBootQuery, serializePageBoot } from '@mahir/shared/client/page-boot';
import type { HttpContext } from './state';

/** What the server adds to a page's head for the route being served. */
export interface PageHead {
  /** Answers the page would ask for first, keyed as its query cache keys them. */
  queries?: PageBootQuery[];
  /** Scripts of the route's lazily loaded screen, fetched with the entry instead of after it. */
  modules?: string[];
  /** Stylesheets the page's first paint needs (the app's, and a server-rendered screen's). */
  styles?: string[];
  /** The image most likely to be the largest paint, fetched early and first. */
  leadImage?: string;
  /** The page rendered on the server, for `#root`; the browser hydrates it. */
  html?: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** Works out a page's head for a request; throws nothing the page cannot do without. */
export type PageBooter = (ctx: HttpContext) => Promise<PageHead>;

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
  // Linked, not just preloaded: markup the server rendered must not paint unstyled and then shift.
  for (const href of head.styles ?? [])
    parts.push(`<link rel="stylesheet" crossorigin href="${attr(href)}" />`);
  if (head.queries?.length)
    parts.push(
      `<script type="application/json" id="mahir-boot">${serializePageBoot({ queries: head.queries })}</script>`,
    );
  return parts.join('\n    ');
}

/** Puts a page head into an HTML document, just before `</head>`; files the document names already are left out. */
export function injectPageHead(html: string, head: PageHead): string {
  const fresh = (href: string) => !html.includes(`"${href}"`);
  const markup = renderPageHead({
    ...head,
    modules: head.modules?.filter(fresh),
    styles: head.styles?.filter(fresh),
  });
  const at = html.indexOf('</head>');
  let page = !markup || at < 0 ? html : `${html.slice(0, at)}  ${markup}\n  ${html.slice(at)}`;
  if (head.html) page = page.replace(ROOT_ELEMENT, () => `<div id="root">${head.html}</div>`);
  return page;
}
