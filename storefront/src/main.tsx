import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StoreLayout } from './layout/StoreLayout';
import { api } from './lib/api';
import { ApiProvider } from './ui/api-context';
import { cssVariablesResolver, theme } from './ui/theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" />
      <ApiProvider client={api}>
        <QueryClientProvider client={queryClient}>
          <StoreLayout />
        </QueryClientProvider>
      </ApiProvider>
    </MantineProvider>
  </StrictMode>,
);
