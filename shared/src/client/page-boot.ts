import type { RouteDef, RouteInput } from '../contract/route';

/**
 * Answers the server already had when it served a page, handed to the page so its first screen renders
 * without a round trip per call. Each entry is keyed exactly as the client's query cache keys that call.
 */
export interface PageBoot {
  queries: PageBootQuery[];
}

export interface PageBootQuery {
  key: unknown[];
  data: unknown;
}

/** The id of the `<script type="application/json">` element that carries a page's boot data. */
export const PAGE_BOOT_ELEMENT_ID = 'mahir-boot';

/** The id of the JSON element listing the scripts a server-rendered page fetches once it has loaded. */
export const PAGE_SCRIPTS_ELEMENT_ID = 'mahir-scripts';

/** The scripts a server-rendered page lists for fetching once loaded; none when missing or damaged. */
export function readPageScripts(doc: Document): string[] {
  const text = doc.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const files: unknown = JSON.parse(text);
    return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string') : [];
  } catch {
    return [];
  }
}

/** Query-cache key of a route call: its method and path, plus its input when it has one. */
export function routeKey<R extends RouteDef>(route: R, input?: RouteInput<R>): unknown[] {
  return input === undefined ? [route.method, route.path] : [route.method, route.path, input];
}

/**
 * The boot data as the contents of a JSON script element. `<`, `>` and `&` are escaped so no text in the
 * data (a course title, say) can close the element or open markup. The element is data, never executed,
 * so the pages' no-inline-script policy holds.
 */
export function serializePageBoot(boot: PageBoot): string {
  return scriptJson(boot);
}

/**
 * A value as JSON that is safe inside any `<script>` element (boot data, JSON-LD): nothing in it can close
 * the element, open markup or end a line in old parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Reads and removes a page's boot data; a missing or damaged element gives none (the page then asks). */
export function takePageBoot(doc: Document): PageBootQuery[] {
  const el = doc.getElementById(PAGE_BOOT_ELEMENT_ID);
  if (!el) return [];
  el.remove();
  try {
    const boot = JSON.parse(el.textContent ?? '') as Partial<PageBoot>;
    return Array.isArray(boot.queries) ? boot.queries.filter((q) => Array.isArray(q?.key)) : [];
  } catch {
    return [];
  }
}
