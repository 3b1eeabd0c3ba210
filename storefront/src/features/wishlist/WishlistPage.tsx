import { WISHLIST_TEXT } from '@mahir/shared';
import { EmptyState, LoadingState, QueryState, useApiMutation, useApiQuery, useSession } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { WishlistItemRow } from './WishlistItemRow';
import { refreshWishlistViews } from './wishlist-cache';

/** Where a visitor is sent: the login page, coming back here afterwards. */
const LOGIN_PATH = '/login?redirect=/wishlist';

function WishlistList() {
  const queryClient = useQueryClient();
  const query = useApiQuery(routes.wishlist.index, {});
  const remove = useApiMutation(routes.wishlist.destroy, {
    onSuccess: () => refreshWishlistViews(queryClient),
    // The spec keeps wishlist failures out of the user's way: they are only logged.
    onError: (err) => console.error('Wishlist remove failed:', err.message),
  });
  return (
    <QueryState
      query={query}
      isEmpty={(items) => items.length === 0}
      empty={
        <EmptyState>
          <Button component={Link} href="/kursus/all" variant="light">
            {WISHLIST_TEXT.browse}
          </Button>
        </EmptyState>
      }
    >
      {(items) => (
        <Stack gap="md">
          {items.map((item) => (
            <WishlistItemRow
              key={item.id}
              item={item}
              removing={remove.isPending && remove.variables?.body.id === item.id}
              onRemove={() => remove.mutate({ body: { id: item.id } })}
            />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

/** `/wishlist`: the user's saved courses with Remove; visitors are sent to log in first. */
export function WishlistPage() {
  const { user, isLoading } = useSession();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!isLoading && !user) navigate(LOGIN_PATH, { replace: true });
  }, [isLoading, user, navigate]);
  useEffect(() => {
    document.title = `${WISHLIST_TEXT.heading} · Mahir`;
  }, []);

  if (isLoading || !user) return <LoadingState />;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{WISHLIST_TEXT.heading}</Title>
        {!user.can_wishlist && (
          <Alert color="yellow" variant="light">
            {WISHLIST_TEXT.notAllowed}
          </Alert>
        )}
        <WishlistList />
      </Stack>
    </Container>
  );
}
