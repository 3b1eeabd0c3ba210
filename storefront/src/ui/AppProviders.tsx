import type { ApiClient } from '@mahir/shared/client/api-client';
import type { PageBootQuery } from '@mahir/shared/client/page-boot';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useState } from 'react';
import { ApiProvider } from './api-context';
import { cssVariablesResolver, theme } from './theme';

/**
 * Everything both apps wrap their screens in: the design system, notifications, the API and its cache.
 * `initialQueries` are answers the server put into the page; the cache starts with them.
 */
export function AppProviders({
  client,
  initialQueries = [],
  children,
}: {
  client: ApiClient;
  initialQueries?: readonly PageBootQuery[];
  children: ReactNode;
}) {
  const [queryClient] = useState(() => {
    const qc = new QueryClient({
      defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
    });
    for (const q of initialQueries) qc.setQueryData(q.key, q.data);
    return qc;
  });
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
