import { MSG } from '@mahir/shared';
import { EmptyState, QueryState, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CardPicture } from '../../components/CardPicture';
import { useLanguage } from '../../i18n/i18n';

/** `/merchandise`: merchandise on sale, reachable from the header. */
export function MerchandisePage() {
  const { t } = useTranslation();
  const { formatRinggit } = useLanguage();
  const query = useApiQuery(routes.merchandiseShop.list, {});
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        {t('merchandise.listHeading')}
      </Title>
      <QueryState query={query}>
        {(data) =>
          data.merchandise.length === 0 ? (
            <EmptyState message={MSG.noRecord} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              {data.merchandise.map((m, i) => (
                <Card
                  key={m.hashslug}
                  withBorder
                  padding="md"
                  component={Link}
                  href={`/merchandise/${m.hashslug}`}
                >
                  {m.photo && <CardPicture src={m.photo} height={180} cardWidth={300} eager={i === 0} />}
                  <Stack gap={4} mt="sm">
                    <Text fw={700}>{m.name}</Text>
                    <Text fw={700} c="mahir.8">
                      {formatRinggit(m.price)}
                    </Text>
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
