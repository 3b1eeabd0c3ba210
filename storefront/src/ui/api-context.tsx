import type { ApiClient, ApiError } from '@mahir/shared/client/api-client';
import { routeKey } from '@mahir/shared/client/page-boot';
import type { RouteData, RouteDef, RouteInput } from '@mahir/shared/contract/route';
import {
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { routes } from './routes';

const ApiContext = createContext<ApiClient | null>(null);

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
  return useQuery<RouteData<R>, ApiError>({
    queryKey: routeKey(route, input),
    queryFn: () => api.data(route, input),
    ...options,
  });
}

/** Calls a state-changing route; resolves to the whole envelope so screens can show `message`. */
export function useApiMutation<R extends RouteDef>(
  route: R,
  options?: UseMutationOptions<{ data: RouteData<R>; message?: string }, ApiError, RouteInput<R>>,
) {
  const api = useApi();
  return useMutation<{ data: RouteData<R>; message?: string }, ApiError, RouteInput<R>>({
    mutationFn: (input) => api.call(route, input),
    ...options,
  });
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

/** Invalidates every cached route call, e.g. after logging in or out. */
export function useResetApiCache() {
  const client = useQueryClient();
  return () => client.resetQueries();
}
