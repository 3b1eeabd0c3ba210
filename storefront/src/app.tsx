// The storefront app, started by main.tsx: at once for a page rendered in the browser, at the first use of one
// the server rendered.
import { routeKey, takePageBoot } from '@mahir/shared/client/page-boot';
import { AppProviders } from '@mahir/ui/AppProviders';
import { routes } from '@mahir/ui/routes';
import type { i18n } from 'i18next';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { documentLanguage, loadI18n } from './i18n/i18n';
import { LanguageProviders } from './i18n/LanguageProviders';
import { StoreLayout } from './layout/StoreLayout';
import { api } from './lib/api';
import { preloadServerRenderedScreen } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
const initialQueries = takePageBoot(document);
// The header's cart count follows every change a screen makes.
const refreshAfterChange = [routeKey(routes.cart.count)];

// The same tree as the server renders (entry-server.tsx), so a server-rendered page hydrates.
// In the language the server chose for this page (`<html data-lang>`), as it rendered the markup.
const lang = documentLanguage(document);
// Its catalogue loads beside the screen's code, not after it.
const i18nReady = loadI18n(lang);
const app = (i18n: i18n) => (
  <LanguageProviders i18n={i18n} lang={lang}>
    <Router>
      <AppProviders client={api} initialQueries={initialQueries} refreshAfterChange={refreshAfterChange}>
        <StoreLayout />
      </AppProviders>
    </Router>
  </LanguageProviders>
);
// A transition renders (or hydrates) the first screen in slices that yield to the browser, not one long task.
if (root.hasChildNodes()) {
  // Hydrate only once the server-rendered screen's code is here, so the whole page hydrates in one pass.
  void Promise.all([i18nReady, preloadServerRenderedScreen(window.location.pathname)]).then(([i18n]) =>
    startTransition(() => {
      hydrateRoot(root, app(i18n));
    }),
  );
} else {
  void i18nReady.then((i18n) =>
    startTransition(() => {
      createRoot(root).render(app(i18n));
    }),
  );
}
// The rest of the design system's styles are not render-blocking: nothing on the first screen needs them.
void import('./styles/full.css');
