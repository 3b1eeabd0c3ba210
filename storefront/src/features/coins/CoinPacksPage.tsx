import { COIN_PAGES } from '@mahir/shared/contract/coin.contract';
import { QueryState, useApiMutation, useApiQuery, useSession } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useLanguage } from '../../i18n/i18n';

/** `/mahir-coins`: the coin packs on sale, each with a buy button that fills the coin cart. */
export function CoinPacksPage() {
  const { t } = useTranslation();
  const { formatRinggit } = useLanguage();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const query = useApiQuery(routes.coins.packs, {});
  const add = useApiMutation(routes.coins.add, {
    onSuccess: ({ data }) => navigate(data.url),
    onError: (err) => console.error('Add coin pack failed:', err.message),
  });
  useEffect(() => {
    document.title = t('coins.packsPageTitle');
  }, [t]);

  const buy = (id: number) => {
    if (!user) {
      navigate(`/login?redirect=${encodeURIComponent(COIN_PAGES.packs)}`);
      return;
    }
    add.mutate({ body: { coin_package_id: id } });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('coins.packsTitle')}</Title>
        </Group>
        <QueryState query={query} isEmpty={(d) => d.packs.length === 0}>
          {(data) => (
            <Stack gap="md">
              {data.balance !== null && (
                <Text data-testid="coin-balance">
                  {t('coins.balance')}: <b>{data.balance}</b> Mahir Coins
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {data.packs.map((pack) => (
                  <Card key={pack.id} withBorder radius="md" data-testid="coin-pack">
                    <Stack align="center" gap="xs">
                      <IconCoin size={40} stroke={1.4} aria-hidden color="var(--mantine-color-yellow-7)" />
                      <Title order={2} size="h3">
                        {pack.name}
                      </Title>
                      <Badge variant="filled" color="mahir.7" size="lg">
                        {pack.coins} coins
                      </Badge>
                      <Text fw={700} size="lg">
                        {formatRinggit(pack.price)}
                      </Text>
                      <Button
                        fullWidth
                        onClick={() => buy(pack.id)}
                        loading={add.isPending && add.variables?.body.coin_package_id === pack.id}
                        disabled={add.isPending || add.isSuccess}
                        aria-label={t('coins.buyNamed', { name: pack.name })}
                      >
                        {t('coins.buy')}
                      </Button>
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
