import type { ApiClient } from '@mahir/shared/client/api-client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useState } from 'react';
import { ApiProvider } from './api-context';
import { cssVariablesResolver, theme } from './theme';

/** Everything both apps wrap their screens in: the design system, notifications, the API and its cache. */
export function AppProviders({ client, children }: { client: ApiClient; children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
      }),
  );
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="top-right" />
        <ApiProvider client={client}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ApiProvider>
      </MantineProvider>
    </StrictMode>
  );
}
