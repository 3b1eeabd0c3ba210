import './styles/login.css';
import { takePageBoot } from '@mahir/shared/client/page-boot';
import { AppProviders, ensureCsrf, UiLanguageContext } from '@mahir/ui';
import { documentLanguage } from '@mahir/ui/i18n';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './App';
import { createBackofficeI18n } from './i18n/i18n';
import { api } from './lib/api';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
void ensureCsrf();
// In the language the server chose for this page (`<html data-lang>`); none: the spec's strings. The kit's
// components (lists, state views) take it from UiLanguageContext.
const lang = documentLanguage(document);
const i18n = createBackofficeI18n(lang);
// The session came with the page (server/src/http/session-boot.ts): the login shows without waiting for a call.
const initialQueries = takePageBoot(document);
// A transition renders the first screen in slices that yield to the browser, not one long task (as the
// storefront's app.tsx does).
startTransition(() => {
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <AppProviders client={api} initialQueries={initialQueries}>
        <UiLanguageContext.Provider value={lang}>
          <App />
        </UiLanguageContext.Provider>
      </AppProviders>
    </I18nextProvider>,
  );
});
