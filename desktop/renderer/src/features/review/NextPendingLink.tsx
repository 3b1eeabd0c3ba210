import { useApiQuery } from '@mahir/ui';
import { Button, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ListRoute } from '../../components/ProductListTable';

/**
 * After acting on an item in a review queue: the next item still waiting (the first pending one other
 * than this), so the admin works through the queue without going back to the list each time.
 */
export function NextPendingLink({
  route,
  current,
  href,
}: {
  route: ListRoute;
  current: string;
  href: (hashslug: string) => string;
}) {
  const { t } = useTranslation();
  const pending = useApiQuery(route, { query: { page: 1, status: 0 } }, { staleTime: 0 });
  if (pending.isPending) return null;
  const next = pending.data?.data.find((r) => r.hashslug !== current && r.status_id === 0);
  if (!next)
    return (
      <Text size="sm" c="dimmed" data-testid="queue-empty">
        {t('review.queueEmpty')}
      </Text>
    );
  return (
    <Button
      component={Link}
      href={href(next.hashslug)}
      variant="light"
      rightSection={<IconArrowRight size={16} />}
    >
      {t('review.nextPending')}
    </Button>
  );
}
