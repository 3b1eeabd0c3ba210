import { LoadingState, routeKey, useApiMutation, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Alert, Anchor, Button, Card, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { ConfirmModal } from '../../components/ConfirmModal';
import { PageLoadError } from '../../components/PageLoadError';
import { useLoginRedirect } from '../../lib/use-login-redirect';

/** `/subscription/free/:hashslug`: the course summary and 'Henti Akses' to end a free subscription. */
export function FreeSubscriptionPage() {
  const { t } = useTranslation();
  const { hashslug = '' } = useParams<{ hashslug: string }>();
  const [, navigate] = useLocation();
  const session = useLoginRedirect();
  const queryClient = useQueryClient();
  const [confirming, confirm] = useDisclosure(false);
  const [stopping, setStopping] = useState(false);
  const pageKey = { params: { hashslug } };
  const query = useApiQuery(routes.coursePage.page, pageKey, {
    enabled: Boolean(session.user),
    retry: false,
  });
  const stop = useApiMutation(routes.subscription.stopFree, {
    onSuccess: ({ data }) => {
      // The course page must not show the old subscription from the cache.
      queryClient.removeQueries({ queryKey: routeKey(routes.coursePage.page, pageKey) });
      navigate(data.url);
    },
    // The button stays usable when the call fails, so the user can try again.
    onError: () => setStopping(false),
  });

  if (session.isLoading || !session.user || query.isPending) return <LoadingState />;
  if (query.isError) return <PageLoadError error={query.error} onRetry={() => query.refetch()} />;

  const { course, tutor, viewer } = query.data;
  const sub = viewer.subscription;
  const isFree = sub?.source === 'free' && sub.status === 'active';
  return (
    <Container size="sm" py="xl">
      <Title order={1} fz={{ base: 24, sm: 28 }} mb="lg">
        {t('subscription.freeAccessTitle')}
      </Title>
      <Card padding="lg">
        {course.banner && (
          <Card.Section mb="md">
            <Image src={course.banner} alt="" h={197} fit="cover" />
          </Card.Section>
        )}
        <Stack gap="xs">
          <Title order={2} fz="lg">
            <Anchor component={Link} href={course.url} inherit>
              {course.title}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            {tutor.tutor_name} · {course.category.name}
          </Text>
          {isFree ? (
            <Text>{t('subscription.freeAccessIntro')}</Text>
          ) : (
            <Alert color="blue" role="status">
              {t('subscription.noFreeAccess')}
            </Alert>
          )}
          {stop.isError && (
            <Alert color="red.9" role="alert">
              {stop.error.message}
            </Alert>
          )}
          <Group justify="space-between" mt="sm">
            <Button component={Link} href={course.url} variant="default">
              {t('subscription.backToCourse')}
            </Button>
            {isFree && sub && (
              <Button color="red.9" disabled={stopping} loading={stop.isPending} onClick={confirm.open}>
                {t('subscription.stopAccess')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
      {sub && (
        <ConfirmModal
          opened={confirming}
          onClose={confirm.close}
          title={t('subscription.stopAccess')}
          message={t('subscription.confirmStopAccess')}
          onConfirm={() => {
            setStopping(true);
            stop.mutate({ body: { subscribe_id: sub.subscriberId } });
          }}
        />
      )}
    </Container>
  );
}
