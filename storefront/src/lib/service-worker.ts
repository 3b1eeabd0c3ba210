/**
 * Registers the service worker (ui/public/sw.js), which keeps the shell and visited pages for offline use:
 * only in a build, and once the page has loaded, so it never competes with the first screen. From the entry,
 * not the app, so a server-rendered page nobody has used yet is kept for offline use too.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
