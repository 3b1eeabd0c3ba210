import type { CoursePageData } from '@mahir/shared';
import { stopSubscriptionMode } from '@mahir/shared/rules/subscription-cancel';
import { routeKey, useApiMutation } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Alert, Button, Card, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ConfirmedButton } from '../../components/ConfirmModal';
import { useLanguage } from '../../i18n/i18n';

/**
 * The course page's unsubscribe box: 'Henti Langganan' for a bought subscription (then 'Pending
 * Cancellation', disabled), or a link to the free-access page for a free one.
 */
export function UnsubscribeBox({ page }: { page: CoursePageData }) {
  const { t } = useTranslation();
  const { formatDate } = useLanguage();
  const sub = page.viewer.subscription;
  const queryClient = useQueryClient();
  const [requested, setRequested] = useState(false);
  const stop = useApiMutation(routes.subscription.stopSubscription, {
    onSuccess: () => {
      setRequested(true);
      queryClient.invalidateQueries({
        queryKey: routeKey(routes.coursePage.page, { params: { hashslug: page.course.hashslug } }),
      });
    },
  });
  const mode = stopSubscriptionMode(
    sub && page.viewer.logged_in
      ? { source: sub.source, status: sub.status, isUnsubscribe: sub.isUnsubscribe }
      : null,
  );
  if (!sub || !mode) return null;

  if (mode === 'free')
    return (
      <Card padding="md">
        <Title order={2} fz="md" mb={4}>
          {t('subscription.freeAccessTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('subscription.freeAccessIntro')}
        </Text>
        <Button
          component={Link}
          href={`/subscription/free/${page.course.hashslug}`}
          variant="outline"
          color="red.9"
          fullWidth
        >
          {t('subscription.stopAccess')}
        </Button>
      </Card>
    );

  const pending = mode === 'pending' || requested;
  return (
    <Card padding="md">
      <Title order={2} fz="md" mb={4}>
        {t('subscription.stopTitle')}
      </Title>
      {sub.nextPaymentDate && !pending && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('subscription.nextPayment')}: {formatDate(sub.nextPaymentDate)}
        </Text>
      )}
      {stop.isError && (
        <Alert color="red.9" mb="sm" role="alert">
          {stop.error.message}
        </Alert>
      )}
      <ConfirmedButton
        color="red.9"
        variant={pending ? 'light' : 'outline'}
        fullWidth
        disabled={pending}
        loading={stop.isPending}
        title={t('subscription.stopSubscription')}
        message={t('subscription.confirmStopSubscription')}
        onConfirm={() => stop.mutate({ body: { subscribe_id: sub.subscriberId } })}
      >
        {pending ? t('myCourses.pendingCancellation') : t('subscription.stopSubscription')}
      </ConfirmedButton>
    </Card>
  );
}
