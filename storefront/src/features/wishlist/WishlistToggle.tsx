import { useApiMutation, useSession } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshWishlistViews } from './wishlist-cache';

/**
 * The wishlist heart of a course. It flips only after the server confirmed the update; only a logged-in user
 * with the wishlist flag sees it (spec 001 §2 "Wishlist", §6).
 */
export function WishlistToggle({
  courseId,
  initial,
  size = 20,
}: {
  courseId: number;
  initial: boolean;
  size?: number;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [on, setOn] = useState(initial);
  useEffect(() => setOn(initial), [initial]);
  const update = useApiMutation(routes.wishlist.update, {
    onSuccess: ({ data }) => {
      setOn(data.wishlist_status);
      void refreshWishlistViews(queryClient);
    },
    // The spec keeps wishlist failures out of the user's way: they are only logged.
    onError: (err) => console.error('Wishlist update failed:', err.message),
  });

  if (!user?.can_wishlist) return null;
  const Icon = on ? IconHeartFilled : IconHeart;
  return (
    <ActionIcon
      variant="white"
      color="red.8"
      radius="xl"
      size={size + 16}
      aria-label={on ? t('wishlist.remove') : t('wishlist.add')}
      aria-pressed={on}
      data-testid={`wishlist-toggle-${courseId}`}
      loading={update.isPending}
      onClick={() => update.mutate({ body: { course_id: courseId, user_id: user.id } })}
      style={{ boxShadow: 'var(--mantine-shadow-xs)' }}
    >
      <Icon size={size} aria-hidden />
    </ActionIcon>
  );
}
