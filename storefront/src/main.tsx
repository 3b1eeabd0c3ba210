import './styles/critical.css';
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
// The rest of the design system's styles are not render-blocking: nothing on the first screen needs them.
void import('./styles/full.css');
