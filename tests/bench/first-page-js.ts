import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One JavaScript file the first page loads, with its sizes in bytes. */
export interface ChunkSize {
  file: string;
  bytes: number;
  gzip: number;
}

const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

/** The component the router renders on `/`, read from the routes file (`<Route path="/" component={X} />`). */
export function rootRouteComponent(routesSource: string): string | null {
  return /<Route\s+path="\/"\s+component=\{(\w+)\}/.exec(routesSource)?.[1] ?? null;
}

/** Relative `./x.js` imports of a built file, static or dynamic. */
function importsOf(code: string, pattern: RegExp): string[] {
  return [...code.matchAll(pattern)].map((m) => m[1] ?? '').filter(Boolean);
}

/** The app module the tiny entry imports after the first paint (`storefront/src/app.tsx`). */
const APP_CHUNK = 'app-';
/**
 * The texts of a first visit, no language chosen: the shell's part of `spec.json` (the app loads the page's
 * catalogue alone, the screens' part with the first screen past the home page; storefront/src/i18n/i18n.ts).
 */
const FIRST_VISIT_CATALOGUE = 'spec.json.shell-';

/**
 * The JavaScript a visitor's browser needs for `/`: the entry script and modulepreloads of index.html with their
 * static imports, transitively, the app chunk the entry imports after its first paint, plus the lazily imported
 * chunk of the `/` route component (when the router loads it lazily) with its static imports, and the texts'
 * catalogue a first visit loads. Each file gzipped at level 9.
 */
export function firstPageJs(distDir: string, rootComponent: string | null): ChunkSize[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const roots = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => join(distDir, (m[1] ?? '').replace(/^\//, '')));
  const seen = new Set<string>();
  const lazyRoots = new Set<string>();

  const visit = (file: string): void => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const rel of importsOf(code, STATIC_IMPORT)) visit(posix.join(dirname(file), rel));
    for (const rel of importsOf(code, DYNAMIC_IMPORT)) {
      const name = basename(rel);
      if (name.startsWith(APP_CHUNK) || name.startsWith(FIRST_VISIT_CATALOGUE))
        visit(posix.join(dirname(file), rel));
      else if (rootComponent && name.startsWith(`${rootComponent}-`))
        lazyRoots.add(posix.join(dirname(file), rel));
    }
  };
  for (const file of roots) visit(file);
  for (const file of lazyRoots) visit(file);

  return [...seen].map((file) => {
    const content = readFileSync(file);
    return {
      file: basename(file),
      bytes: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
    };
  });
}
