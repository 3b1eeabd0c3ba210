import { ApiError } from '@mahir/shared';
import { ErrorState, LoadingState, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Alert, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useLoginRedirect } from '../../lib/use-login-redirect';
import { OrderCourseList } from './OrderCourseList';
import { OrderInformation } from './OrderInformation';
import { RenewalCard } from './RenewalCard';

/** `/subscription/order/:hashslug`: the courses of a subscription order and its Information card. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { hashslug = '' } = useParams<{ hashslug: string }>();
  const session = useLoginRedirect();
  const query = useApiQuery(
    routes.subscription.order,
    { params: { hashslug } },
    { enabled: Boolean(session.user), retry: false },
  );

  if (session.isLoading || !session.user || query.isPending) return <LoadingState />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && [403, 404].includes(query.error.status);
    return (
      <Container size="sm" py="xl">
        {missing ? (
          <Alert color="red.9" role="alert">
            {t('subscription.orderNotFound')}
          </Alert>
        ) : (
          <ErrorState error={query.error} onRetry={() => query.refetch()} />
        )}
      </Container>
    );
  }
  const { order } = query.data;
  return (
    <Container size="lg" py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {order.package ? `${order.package.name}${t('packages.titleSuffix')}` : t('subscription.order')}
        </Title>
        <Text c="dimmed">
          {t('subscription.order')} {order.order_id}
        </Text>
      </Stack>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {(order.package || order.vod_courses.length === 0) && (
              <OrderCourseList
                title={t('subscription.subscribedTutorCourses')}
                courses={order.mahir_courses}
              />
            )}
            {order.vod_courses.length > 0 && (
              <OrderCourseList title={t('subscription.subscribedCourses')} courses={order.vod_courses} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <OrderInformation data={query.data} />
            {order.recurring && <RenewalCard hashslug={order.hashslug} canPause={order.can_cancel} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
