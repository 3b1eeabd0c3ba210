import './styles/critical.css';
import { readPageScripts } from '@mahir/shared/client/page-boot';
import { holdEarlyClicks } from './lib/early-clicks';
import { registerServiceWorker } from './lib/service-worker';

/**
 * The entry is tiny on purpose. A page the server rendered is complete without scripts (links, the search
 * form, its text and pictures, a user's own lists), so the app's script runs only once someone uses the page:
 * the first touch, click, key, focus, wheel or pointer movement starts it, and a click on a control meanwhile
 * is held and replayed once the page has hydrated, and text typed meanwhile handed over (`early-clicks.ts`).
 * The page lists its scripts, fetched at idle priority once it has loaded (never ahead of what it shows), so
 * that first use waits only for running them. A rendered page with parts still loading starts once painted,
 * as it is not complete without the app; an empty page (rendered in the browser: a page the server does not
 * render, or could not) at once.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const type of INTENT) removeEventListener(type, start, true);
  // React DOM first, then the app after a yield: two shorter tasks of evaluating modules instead of one long
  // one, so a tap in between is answered sooner.
  void import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./app'));
};

/** The first signs of someone using the page. */
const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'click'] as const;

/** A page the server rendered with parts still loading (a loading state): it is complete only once running. */
const PENDING = '#root [role="status"]';
/** A page opened in a background tab is never painted: a page with loading parts starts on this timer instead. */
const PAINT_WAIT_MS = 3000;

/** Fetches the page's scripts at idle priority, once the page has loaded and the browser has a moment. */
function prefetchScripts(): void {
  for (const href of readPageScripts(document)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

registerServiceWorker();
if (document.readyState === 'complete') whenIdle(prefetchScripts);
else addEventListener('load', () => whenIdle(prefetchScripts), { once: true });
const root = document.getElementById('root');
if (!root?.hasChildNodes()) {
  start();
} else if (document.querySelector(PENDING) && 'PerformanceObserver' in window) {
  // Parts of the page wait for answers only the app asks for: start once the page has painted.
  holdEarlyClicks(document);
  const painted = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    painted.disconnect();
    start();
  });
  painted.observe({ type: 'paint', buffered: true });
  setTimeout(start, PAINT_WAIT_MS);
} else {
  holdEarlyClicks(document);
  for (const type of INTENT) addEventListener(type, start, { capture: true, passive: true });
}
