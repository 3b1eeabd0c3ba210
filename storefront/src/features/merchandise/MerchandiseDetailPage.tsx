import { MERCHANDISE_QTY, MerchandiseQuantity, type MerchandiseView } from '@mahir/shared';
import { QueryState, useApiMutation, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Button, Card, Grid, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { DetailFrame } from '../../components/DetailFrame';
import { SafeHtml } from '../../components/SafeHtml';
import { useLanguage } from '../../i18n/i18n';
import { Gallery } from './Gallery';

/** `/merchandise/:hashslug`: gallery, description, price, quantity and 'Beli Sekarang' (spec 000 §2.7). */
export function MerchandiseDetailPage() {
  const { t } = useTranslation();
  const { hashslug = '' } = useParams<{ hashslug: string }>();
  const query = useApiQuery(routes.merchandiseShop.hashslug, { body: { hashslug } }, { retry: false });
  return (
    <DetailFrame listHref="/merchandise" listLabel={t('merchandise.listHeading')}>
      <QueryState query={query}>{(data) => <MerchandiseBody item={data.merchandise} />}</QueryState>
    </DetailFrame>
  );
}

function MerchandiseBody({ item }: { item: MerchandiseView }) {
  const { t } = useTranslation();
  const { formatRinggit } = useLanguage();
  const [, navigate] = useLocation();
  const [quantity, setQuantity] = useState<string | number>(1);
  const parsed = MerchandiseQuantity.safeParse(quantity);
  const add = useApiMutation(routes.merchandiseShop.add, {
    keepLocked: true,
    onSuccess: ({ data }) => navigate(data.url),
    onError: (err) => console.error('merchandise/add failed', err),
  });
  return (
    <Grid gutter="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Gallery photos={item.galleries} name={item.name} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {item.name}
          </Title>
          <Text fw={700} fz="xl" c="mahir.8">
            {formatRinggit(item.price)}
          </Text>
          <SafeHtml html={item.desc} />
          <Card withBorder padding="sm">
            <Text fw={600} mb="xs">
              {t('merchandise.productInfo')}
            </Text>
            <Table>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th>{t('merchandise.size')}</Table.Th>
                  <Table.Td>{item.size}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('merchandise.color')}</Table.Th>
                  <Table.Td>{item.color}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Card>
          <NumberInput
            label={t('merchandise.quantity')}
            min={MERCHANDISE_QTY.min}
            max={MERCHANDISE_QTY.max}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            value={quantity}
            onChange={setQuantity}
            error={parsed.success ? undefined : parsed.error.issues[0]?.message}
          />
          <Button
            size="md"
            disabled={!parsed.success}
            loading={add.isPending}
            onClick={() => {
              if (!parsed.success) return;
              add.mutate({ body: { hashslug: item.hashslug, quantity: parsed.data } });
            }}
          >
            {t('course.buyNow')}
          </Button>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
