import { adminContentContract as api, type PriceRow } from '@mahir/shared/contract/admin-content.contract';
import { formatRinggit } from '@mahir/shared/money/ringgit';
import { PRICE_LIST_PAGE_SIZE } from '@mahir/shared/rules/authoring-form-admin';
import { useApiMutation, useApiQuery } from '@mahir/ui';
import { useListState } from '@mahir/ui/ListTable';
import { ActionIcon, Badge, Button, Card, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { FormError, fieldErrors } from '../../../components/FormError';
import { PageHeader } from '../../../components/PageHeader';
import { ActiveStatusSelect, AdminEditPage, AdminList } from '../AdminList';

/** The price list: tier, price, country name, status, actions; search, Clear, 20 a page, per-page, 'Total: n'. */
export function PriceListPage() {
  const { t } = useTranslation();
  const state = useListState(PRICE_LIST_PAGE_SIZE);
  const query = useApiQuery(api.priceIndex, { query: state.query }, { staleTime: 0 });
  return (
    <AdminList
      title={t('admin.priceList')}
      createHref="/admin/setting/price/create"
      label={t('admin.priceListLabel')}
      state={state}
      query={query}
      rowKey={(p) => p.id}
      columns={[
        { header: t('admin.tier'), cell: (p) => p.tier },
        { header: t('admin.price'), cell: (p) => p.price2 },
        { header: t('admin.countryName'), cell: (p) => p.country_name },
        {
          header: t('admin.status'),
          cell: (p) => <Badge color={p.status ? 'mahir.8' : 'gray.7'}>{p.status2}</Badge>,
        },
        {
          header: t('admin.actions'),
          cell: (p) => (
            <Group gap={4}>
              <ActionIcon
                component={Link}
                href={`/admin/setting/price/${p.id}/edit`}
                variant="subtle"
                aria-label={t('admin.editTier', { tier: p.tier })}
              >
                <IconPencil size={16} />
              </ActionIcon>
              {/* The spec's Delete does nothing. */}
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('admin.deleteTier', { tier: p.tier })}
                onClick={() => undefined}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ),
        },
      ]}
    />
  );
}

function PriceForm({ price }: { price: z.infer<typeof PriceRow> | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const countries = useApiQuery(api.priceCountries, {}, { staleTime: 300_000 });
  const form = useForm({
    initialValues: {
      tier: price?.tier ?? '',
      price: price ? formatRinggit(price.price) : '',
      country_id: price ? String(price.country_id) : '1',
      status: price ? String(price.status) : '1',
    },
  });
  const opts = {
    onSuccess: () => navigate('/admin/setting/price'),
    onError: (e: Parameters<typeof fieldErrors>[0]) => form.setErrors(fieldErrors(e)),
  };
  const store = useApiMutation(api.priceStore, opts);
  const update = useApiMutation(api.priceUpdate, opts);
  const body = () => {
    const v = form.getValues();
    return { tier: v.tier, price: v.price, country_id: v.country_id, status: v.status === '1' };
  };
  return (
    <Stack>
      <FormError error={store.error ?? update.error} />
      <Card>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput label={t('admin.tier')} required {...form.getInputProps('tier')} />
          <TextInput
            label={t('admin.priceRm')}
            required
            placeholder={t('admin.eg000')}
            {...form.getInputProps('price')}
          />
          <Select
            label={t('admin.country')}
            data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            allowDeselect={false}
            {...form.getInputProps('country_id')}
          />
          <ActiveStatusSelect inactive="0" input={form.getInputProps('status')} />
        </SimpleGrid>
      </Card>
      <Group justify="flex-end">
        <Button
          loading={store.isPending || update.isPending}
          disabled={store.isSuccess || update.isSuccess}
          onClick={() =>
            price ? update.mutate({ params: { id: price.id }, body: body() }) : store.mutate({ body: body() })
          }
        >
          {price ? t('admin.update') : t('admin.create')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Adding a price list item. */
export function PriceCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.addPrice')} />
      <PriceForm price={null} />
    </>
  );
}

/** /admin/setting/price/{id}/edit */
export function PriceEditPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const info = useApiQuery(api.priceInfo, { params: { id } }, { staleTime: 0 });
  return (
    <AdminEditPage title={t('admin.editPrice')} query={info}>
      {(data) => <PriceForm price={data.price} />}
    </AdminEditPage>
  );
}
