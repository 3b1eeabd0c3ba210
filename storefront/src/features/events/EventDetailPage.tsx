import { EVENT_TYPE_PHYSICAL, type EventView } from '@mahir/shared';
import { QueryState, routeKey, useApiMutation, useApiQuery } from '@mahir/ui';
import { ResponsiveImage } from '@mahir/ui/ResponsiveImage';
import { routes } from '@mahir/ui/routes';
import { Alert, Anchor, Button, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { DetailFrame } from '../../components/DetailFrame';
import { SafeHtml } from '../../components/SafeHtml';
import { useLanguage } from '../../i18n/i18n';

/** `/events/:hashslug`: an event and the purchase area for this viewer (spec 000 §2.3). */
export function EventDetailPage() {
  const { t } = useTranslation();
  const { hashslug = '' } = useParams<{ hashslug: string }>();
  const query = useApiQuery(routes.event.hashslug, { body: { hashslug } }, { retry: false });
  return (
    <DetailFrame listHref="/events" listLabel={t('events.listHeading')}>
      <QueryState query={query}>{(data) => <EventBody event={data.event} />}</QueryState>
    </DetailFrame>
  );
}

function EventBody({ event }: { event: EventView }) {
  const { t } = useTranslation();
  const { formatDate } = useLanguage();
  const physical = event.type_id === EVENT_TYPE_PHYSICAL;
  return (
    <Grid gutter="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {event.name}
          </Title>
          {event.img && (
            <ResponsiveImage
              src={event.img}
              alt={event.name}
              sizes="(min-width: 62em) 760px, 100vw"
              maxWidth={760}
              aspectRatio="16 / 9"
              fit="contain"
              radius="var(--mantine-radius-md)"
              style={{ background: 'var(--mantine-color-gray-1)' }}
              eager
            />
          )}
          <SafeHtml html={event.desc} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder padding="lg">
          <Stack gap="xs">
            <Text>
              <b>{t('events.date')}</b> {formatDate(event.date)}
            </Text>
            <Text>
              <b>{t('events.time')}</b> {event.time}
            </Text>
            <Text>
              <b>{t('events.speaker')}</b> {event.speaker}
            </Text>
            {physical ? (
              <Text>
                <b>{t('events.location')}</b> {event.location}
              </Text>
            ) : event.meeting_link ? (
              <Text>
                <b>{t('events.meetingLink')}:</b>{' '}
                <Anchor
                  href={event.meeting_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="meeting-link"
                >
                  {event.meeting_link}
                </Anchor>
              </Text>
            ) : (
              <Text c="dimmed">{t('events.linkAfterPurchase')}</Text>
            )}
            <PurchaseArea event={event} />
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}

/** Guest and eligible: price and buy; registered: the spec's notice; over: ended; other groups: students only. */
function PurchaseArea({ event }: { event: EventView }) {
  const { t } = useTranslation();
  const { formatRinggit } = useLanguage();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const add = useApiMutation(routes.event.add, {
    onSuccess: async ({ data }) => {
      await client.invalidateQueries({ queryKey: routeKey(routes.event.hashslug) });
      if (data.url.startsWith('/events/')) return;
      navigate(data.url);
    },
    onError: (err) => console.error('event/add failed', err),
  });
  if (event.subscribed_event)
    return (
      <Alert color="green" role="status">
        {t('events.alreadyRegistered')}
      </Alert>
    );
  if (event.is_over)
    return (
      <Alert color="gray" role="status">
        {t('events.ended')}
      </Alert>
    );
  if (!event.can_buy)
    return (
      <Alert color="gray" role="status">
        {t('events.studentsOnly')}
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Text fw={700} fz="xl" c="mahir.8">
        {event.price === 0 ? t('events.free') : formatRinggit(event.price)}
      </Text>
      <Button loading={add.isPending} onClick={() => add.mutate({ body: { hashslug: event.hashslug } })}>
        {t('events.register')}
      </Button>
    </Stack>
  );
}
