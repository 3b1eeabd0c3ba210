import './styles/critical.css';
import { holdEarlyClicks } from './lib/early-clicks';
import { registerServiceWorker } from './lib/service-worker';

/**
 * The entry is tiny on purpose. A page the server rendered for a visitor is complete without scripts (links,
 * the search form, its text and pictures), so the app's script runs only once someone uses the page: the
 * first touch, click, key, focus, wheel or pointer movement starts it, and a click on a control meanwhile is
 * held and replayed once the page has hydrated (`early-clicks.ts`). The server prefetches the scripts at idle
 * priority, so that first use waits only for running them, not for the network. An empty page (rendered in
 * the browser: someone logged in, a page the server does not render) starts the app at once.
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

registerServiceWorker();
if (document.getElementById('root')?.hasChildNodes()) {
  holdEarlyClicks(document);
  for (const type of INTENT) addEventListener(type, start, { capture: true, passive: true });
} else {
  start();
}
