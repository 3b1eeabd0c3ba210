import type { RouteDef, RouteInput } from '@mahir/shared/contract/route';
import { routeKey, useApiMutation } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Calls an order route and sends the browser to the url it answers (spec 000 §4). The pay button
 * stays locked from the click on, including after success while the browser leaves.
 */
export function usePlaceOrder<R extends RouteDef>(route: R) {
  const queryClient = useQueryClient();
  const mutation = useApiMutation(route, {
    keepLocked: true,
    onSuccess: ({ data }) => {
      const url = (data as { url: string }).url;
      window.location.assign(url);
    },
    onError: (err) => {
      console.error('Place order failed:', err.message);
      // A changed price or an emptied cart shows at once: the cart is read again.
      void queryClient.invalidateQueries({ queryKey: routeKey(routes.cart.show) });
    },
  });
  return {
    locked: mutation.isPending,
    error: mutation.error,
    place: (input: RouteInput<R>) => mutation.mutate(input),
  };
}
