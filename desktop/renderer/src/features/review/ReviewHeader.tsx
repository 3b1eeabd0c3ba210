import { SuccessAlert } from '@mahir/ui';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ListRoute } from '../../components/ProductListTable';
import { StatusBadge } from '../../components/StatusBadge';
import { NextPendingLink } from './NextPendingLink';

/** Top of an admin review page: Back, author, status, reject reason, the outcome, the next item and the actions. */
export function ReviewHeader({
  item,
  listHref,
  listRoute,
  outcome,
  children,
}: {
  item: { hashslug: string; status_id: number; reject_reason: string | null; user: { name: string } };
  /** The review list: Back goes there, and the next pending item is found in it. */
  listHref: string;
  listRoute: ListRoute;
  outcome: ReturnType<typeof useReviewOutcome>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack mb="md">
      <Group justify="space-between">
        <Group gap="sm">
          <Button component={Link} href={listHref} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            {t('review.back')}
          </Button>
          <Text size="sm">
            {t('review.author')} <b>{item.user.name}</b>
          </Text>
          <StatusBadge status={item.status_id} />
        </Group>
        {children}
      </Group>
      <SuccessAlert message={outcome.notice} onClose={outcome.clearNotice} />
      {outcome.acted && (
        <Group>
          <NextPendingLink route={listRoute} current={item.hashslug} href={(h) => `${listHref}/${h}`} />
        </Group>
      )}
      {item.reject_reason && (
        <Alert color="red" title={t('review.rejectReason')}>
          {item.reject_reason}
        </Alert>
      )}
    </Stack>
  );
}

/** What a review did last: its message, and whether the queue may go on to the next pending item. */
export function useReviewOutcome(refetch: () => unknown) {
  const [notice, setNotice] = useState<string | null>(null);
  const [acted, setActed] = useState(false);
  return {
    notice,
    acted,
    clearNotice: () => setNotice(null),
    done: (message: string) => {
      setNotice(message);
      setActed(true);
      void refetch();
    },
  };
}
