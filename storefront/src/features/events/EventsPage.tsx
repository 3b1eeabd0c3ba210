import { EVENT_TYPE_PHYSICAL, MSG } from '@mahir/shared';
import { EmptyState, QueryState, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CardPicture } from '../../components/CardPicture';
import { useLanguage } from '../../i18n/i18n';

/** `/events`: every active event, reachable from the header. */
export function EventsPage() {
  const { t } = useTranslation();
  const { formatDate, formatRinggit } = useLanguage();
  const query = useApiQuery(routes.event.list, {});
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        {t('events.listHeading')}
      </Title>
      <QueryState query={query}>
        {(data) =>
          data.events.length === 0 ? (
            <EmptyState message={MSG.noRecord} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {data.events.map((e, i) => (
                <Card
                  key={e.hashslug}
                  withBorder
                  padding="md"
                  component={Link}
                  href={`/events/${e.hashslug}`}
                >
                  {e.img && <CardPicture src={e.img} height={160} cardWidth={400} eager={i === 0} />}
                  <Stack gap={4} mt="sm">
                    <Text fw={700}>{e.name}</Text>
                    <Text size="sm" c="dimmed">
                      {formatDate(e.date)}, {e.time} · {e.speaker}
                    </Text>
                    <Group justify="space-between">
                      <Badge variant="light">
                        {e.type_id === EVENT_TYPE_PHYSICAL ? t('events.physical') : t('events.online')}
                      </Badge>
                      <Text fw={700} c="mahir.8">
                        {e.price === 0 ? t('events.free') : formatRinggit(e.price)}
                      </Text>
                    </Group>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
    </Container>
  );
}
