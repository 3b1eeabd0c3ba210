import './styles/critical.css';
import { holdEarlyClicks } from './lib/early-clicks';

/**
 * The entry is tiny on purpose. A page the server rendered is painted first, and only then does the app's
 * script take the main thread to hydrate it; an empty page (rendered in the browser) starts the app at once,
 * its chunks already on their way as module preloads the server listed.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  // React DOM first, then the app after a yield: two shorter tasks of evaluating modules instead of one long
  // one, so a tap in between is answered sooner.
  void import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./app'));
};

/** A page opened in a background tab is never painted: it starts on this timer instead. */
const PAINT_WAIT_MS = 3000;

if (document.getElementById('root')?.hasChildNodes() && 'PerformanceObserver' in window) {
  holdEarlyClicks(document);
  const painted = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    painted.disconnect();
    start();
  });
  painted.observe({ type: 'paint', buffered: true });
  setTimeout(start, PAINT_WAIT_MS);
} else {
  start();
}
