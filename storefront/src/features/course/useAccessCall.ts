import type { AccessGranted, CoursePageData, RouteDef, RouteInput } from '@mahir/shared';
import { useApiMutation } from '@mahir/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { z } from 'zod';

/** A pricing-box form post: a body in, `{ url }` back. */
type AccessRoute<B extends z.ZodType> = RouteDef<undefined, undefined, B, typeof AccessGranted>;

/**
 * One of the pricing box's form posts. A grant for this course refreshes every query (the page,
 * its modules and locks); any other answer url (the cart) is where the browser goes next.
 * An expired login sends the user to log in and come back.
 */
export function useAccessCall<B extends z.ZodType>(
  route: AccessRoute<B>,
  page: CoursePageData,
  onGranted: (message: string | undefined) => void,
) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const mutation = useApiMutation(route, {
    onSuccess: async ({ data, message }) => {
      if (data.url === page.course.url) {
        onGranted(message);
        await queryClient.invalidateQueries();
      } else navigate(data.url);
    },
    onError: (error) => {
      if (error.status === 401) navigate(page.pricing.routes.login);
    },
  });
  return {
    mutation,
    /** Sends once: ignored while a request runs or after it succeeded, so a double click never posts twice. */
    send(input: RouteInput<AccessRoute<B>>) {
      if (mutation.isPending || mutation.isSuccess) return;
      mutation.mutate(input);
    },
    busy: mutation.isPending || mutation.isSuccess,
  };
}
