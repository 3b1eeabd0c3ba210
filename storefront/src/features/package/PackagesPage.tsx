import { EmptyState, ErrorState, LoadingState, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Badge, Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../i18n/i18n';

/** `/packages` (header 'Pakej'): every active subscription package, each leading to its course choice. */
export function PackagesPage() {
  const { t } = useTranslation();
  const { formatRinggit } = useLanguage();
  const query = useApiQuery(routes.package.list, {});
  useEffect(() => {
    document.title = t('packages.pageTitle');
  }, [t]);
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return (
      <Container size="xl" py="xl">
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      </Container>
    );
  const { packages } = query.data;
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('packages.title')}</Title>
        {packages.length === 0 ? (
          <EmptyState />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {packages.map((p) => (
              <Card
                key={p.hashslug}
                withBorder
                radius="md"
                padding="lg"
                component="article"
                aria-label={p.name}
              >
                <Stack gap="xs">
                  <Title order={2} size="h4">
                    {p.name}
                  </Title>
                  <Badge variant="light" w="fit-content">
                    {p.mahir_category.name}
                  </Badge>
                  <Text fw={700} size="lg" c="mahir.8">
                    {t('packages.pricePer', { price: formatRinggit(p.price), months: p.frequency })}
                  </Text>
                  <Text size="sm">Pilih {p.total_mahir_tutor} kursus Mahir Tutor</Text>
                  {p.coin > 0 && <Text size="sm">Termasuk {p.coin} Mahir Coins</Text>}
                  <Button component={Link} href={`/package/${p.hashslug}`} mt="xs">
                    {t('packages.choose')}
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
