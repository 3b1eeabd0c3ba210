import './styles/critical.css';

/**
 * The entry is tiny on purpose: the browser first paints what the server sent (a server-rendered page, or
 * the shell), and only then does the app's script take the main thread to render or hydrate. The app's
 * chunks are already on their way: the server lists them as module preloads in the page.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./app');
};
// After the next frame is painted; a page opened in a background tab (no frames) starts on the timer.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 200);
