import type { ApiClient, ApiError } from '@mahir/shared/client/api-client';
import { routeKey } from '@mahir/shared/client/page-boot';
import type { RouteData, RouteDef, RouteInput } from '@mahir/shared/contract/route';
import {
  hashKey,
  type MutateOptions,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { writeCsrfMeta } from './csrf';
import { clearOfflineData } from './offline';
import { routes } from './routes';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * A call a screen asks for while the server renders it and has no answer for yet. The server fetches what
 * a render asked for and renders again (storefront `entry-server.tsx`), so a page arrives complete.
 */
export type WantedCall = (route: RouteDef, input: unknown) => void;

const WantedCallContext = createContext<WantedCall | null>(null);

/** Collects the calls the screens inside ask for without an answer (server rendering only). */
export function WantedCallProvider({ want, children }: { want: WantedCall; children: ReactNode }) {
  return <WantedCallContext.Provider value={want}>{children}</WantedCallContext.Provider>;
}

/** Provides the app's API client to the hooks below. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The API client of the app. */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi needs <ApiProvider>');
  return client;
}

export { routeKey };

/** Reads a route through react-query, typed by the routes. */
export function useApiQuery<R extends RouteDef>(
  route: R,
  input: RouteInput<R>,
  options?: Omit<UseQueryOptions<RouteData<R>, ApiError>, 'queryKey' | 'queryFn'>,
) {
  const api = useApi();
  const want = useContext(WantedCallContext);
  const query = useQuery<RouteData<R>, ApiError>({
    queryKey: routeKey(route, input),
    queryFn: () => api.data(route, input),
    ...options,
  });
  if (want && query.data === undefined && options?.enabled !== false) want(route, input);
  return query;
}

type Envelope<R extends RouteDef> = { data: RouteData<R>; message?: string };
type CallOptions<R extends RouteDef> = MutateOptions<Envelope<R>, ApiError, RouteInput<R>>;

/**
 * Calls a state-changing route; resolves to the whole envelope so screens can show `message`.
 *
 * Every action button locks while its request runs (spec 000 §4 "Buttons lock after a click"): a second
 * `mutate` before the first has settled is ignored, and `isPending` turns true in the click itself, whereas
 * react-query reports it only after its next notify, late enough for a double click to post twice. Buttons
 * call `mutate` and show `loading={m.isPending}`, nothing more. `mutateAsync` stays react-query's own, for
 * code that awaits each of several calls.
 */
export function useApiMutation<R extends RouteDef>(
  route: R,
  options?: UseMutationOptions<Envelope<R>, ApiError, RouteInput<R>> & {
    /** Stay locked after a success too: for calls whose answer sends the browser elsewhere (pay, save). */
    keepLocked?: boolean;
  },
) {
  const api = useApi();
  const running = useRef(false);
  const [locked, setLocked] = useState(false);
  const mutation = useMutation<Envelope<R>, ApiError, RouteInput<R>>({
    mutationFn: (input) => api.call(route, input),
    ...options,
    // Released once the screen's own handlers have run (after an error only, with keepLocked).
    onSettled: async (...args) => {
      try {
        await options?.onSettled?.(...args);
      } finally {
        if (args[1] || !options?.keepLocked) {
          running.current = false;
          setLocked(false);
        }
      }
    },
  });
  const { mutateAsync } = mutation;
  const mutate = useCallback(
    (input: RouteInput<R>, callOptions?: CallOptions<R>) => {
      if (running.current) return;
      setLocked(true);
      running.current = true;
      // Errors reach the screen through onError and `error`; the promise is only for the lock.
      mutateAsync(input, callOptions).catch(() => undefined);
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, isPending: locked || mutation.isPending };
}

/** The logged-in user, or null for a visitor. */
export function useSession() {
  const api = useApi();
  const query = useQuery({
    // `auth/session` answers 200 with null for a visitor, so visitor pages log no failed request.
    queryKey: routeKey(routes.auth.session),
    queryFn: async () => (await api.data(routes.auth.session, {})).user,
    staleTime: 60_000,
  });
  return { user: query.data ?? null, isLoading: query.isPending, refetch: query.refetch };
}

/**
 * Logs out: stores the fresh CSRF token, drops every cached answer and the pages kept for offline use, then
 * runs `then` (e.g. go home). The session is set to "nobody" rather than read again: resetting it too put it
 * back to loading, so a login screen shown after the logout mounted, unmounted and mounted again as the
 * answer came, losing what was typed in the first moment (docs/reach.md).
 */
export function useLogout(then?: () => void) {
  const client = useQueryClient();
  return useApiMutation(routes.auth.logout, {
    onSuccess: ({ data }) => {
      writeCsrfMeta(data.csrf_token);
      const session = routeKey(routes.auth.session);
      client.setQueryData(session, null);
      void client.resetQueries({ predicate: (q) => q.queryHash !== hashKey(session) });
      void clearOfflineData();
      then?.();
    },
  });
}
