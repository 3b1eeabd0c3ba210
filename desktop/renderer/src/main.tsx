import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { AppProviders, ensureCsrf } from '@mahir/ui';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { api } from './lib/api';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
void ensureCsrf();
createRoot(root).render(
  <AppProviders client={api}>
    <App />
  </AppProviders>,
);
