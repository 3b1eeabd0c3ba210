/**
 * Asks the service worker (ui/public/sw.js) to keep the app's shell: the Downloads page as a visitor gets it
 * (nobody's account in it) and every script and stylesheet it loads, so the installed app opens on its
 * downloads with the network off even when no page was open before. Sent after each download, so the shell kept
 * is the build that made it.
 */
export function keepShell(): void {
  void navigator.serviceWorker?.ready
    .then((registration) => registration.active?.postMessage('keep-shell'))
    .catch(() => undefined);
}
