import { EmptyState, LoadingState, QueryState, useApiMutation, useApiQuery, useSession } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { WishlistItemRow } from './WishlistItemRow';
import { refreshWishlistViews } from './wishlist-cache';

/** Where a visitor is sent: the login page, coming back here afterwards. */
const LOGIN_PATH = '/login?redirect=/wishlist';

function WishlistList() {
  const { t } = useTranslation();
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
            {t('wishlist.browse')}
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
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!isLoading && !user) navigate(LOGIN_PATH, { replace: true });
  }, [isLoading, user, navigate]);
  useEffect(() => {
    document.title = t('wishlist.pageTitle');
  }, [t]);

  if (isLoading || !user) return <LoadingState />;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('wishlist.heading')}</Title>
        {!user.can_wishlist && (
          <Alert color="yellow" variant="light">
            {t('wishlist.notAllowed')}
          </Alert>
        )}
        <WishlistList />
      </Stack>
    </Container>
  );
}
