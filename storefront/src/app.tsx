// The storefront app, started by main.tsx: at once for a page rendered in the browser, at the first use of one
// the server rendered.
import { routeKey, takePageBoot } from '@mahir/shared/client/page-boot';
import { AppProviders } from '@mahir/ui/AppProviders';
import { routes } from '@mahir/ui/routes';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { createI18n, documentLanguage } from './i18n/i18n';
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
const i18n = createI18n(lang);
const app = (
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
  void preloadServerRenderedScreen(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(root, app);
    }),
  );
} else {
  startTransition(() => {
    createRoot(root).render(app);
  });
}
// The rest of the design system's styles are not render-blocking: nothing on the first screen needs them.
void import('./styles/full.css');
