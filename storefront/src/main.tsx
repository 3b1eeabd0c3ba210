import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import { StoreLayout } from './layout/StoreLayout';
import { api } from './lib/api';
import { AppProviders } from './ui/AppProviders';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <AppProviders client={api}>
    <StoreLayout />
  </AppProviders>,
);
