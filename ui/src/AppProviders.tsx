import { type ApiClient, ApiError } from '@mahir/shared/client/api-client';
import type { PageBootQuery } from '@mahir/shared/client/page-boot';
import { MantineProvider } from '@mantine/core';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, StrictMode, Suspense, useEffect, useState } from 'react';
import { ApiProvider } from './api-context';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container (Mantine's, with its transitions and scroll lock: 8 KB gzipped) loads once the browser
// is idle after the page: no toast is shown before the page is in use, and one asked for earlier waits in the
// notifications store until the container mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

function IdleNotifications() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  ) : null;
}

/**
 * Everything both apps wrap their screens in: the design system, notifications, the API and its cache.
 * `initialQueries` are answers the server put into the page; the cache starts with them. The queries in
 * `refreshAfterChange` are read again after any successful change (the storefront's cart count).
 */
export function AppProviders({
  client,
  initialQueries = [],
  refreshAfterChange = [],
  children,
}: {
  client: ApiClient;
  initialQueries?: readonly PageBootQuery[];
  refreshAfterChange?: readonly unknown[][];
  children: ReactNode;
}) {
  const [queryClient] = useState(() => {
    const qc: QueryClient = new QueryClient({
      defaultOptions: {
        queries: {
          // A refusal or bad request is the answer, not a hiccup: only failures of the server are retried.
          retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500),
          refetchOnWindowFocus: false,
          staleTime: 30_000,
        },
      },
      mutationCache: new MutationCache({
        onSuccess: () =>
          Promise.all(refreshAfterChange.map((queryKey) => qc.invalidateQueries({ queryKey }))),
      }),
    });
    for (const q of initialQueries) qc.setQueryData(q.key, q.data);
    return qc;
  });
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <IdleNotifications />
        <ApiProvider client={client}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ApiProvider>
      </MantineProvider>
    </StrictMode>
  );
}
