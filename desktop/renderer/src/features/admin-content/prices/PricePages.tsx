import { adminContentContract as api, type PriceRow } from '@mahir/shared/contract/admin-content.contract';
import { formatRinggit } from '@mahir/shared/money/ringgit';
import { PRICE_LIST_PAGE_SIZE } from '@mahir/shared/rules/authoring-form-admin';
import { useApiMutation, useApiQuery } from '@mahir/ui';
import { useListState } from '@mahir/ui/ListTable';
import { ActionIcon, Badge, Button, Card, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { FormError, fieldErrors } from '../../../components/FormError';
import { PageHeader } from '../../../components/PageHeader';
import { ActiveStatusSelect, AdminEditPage, AdminList } from '../AdminList';

/** The price list: tier, price, country name, status, actions; search, Clear, 20 a page, per-page, 'Total: n'. */
export function PriceListPage() {
  const state = useListState(PRICE_LIST_PAGE_SIZE);
  const query = useApiQuery(api.priceIndex, { query: state.query }, { staleTime: 0 });
  return (
    <AdminList
      title="Price List"
      createHref="/admin/setting/price/create"
      label="Price list"
      state={state}
      query={query}
      rowKey={(p) => p.id}
      columns={[
        { header: 'Tier', cell: (p) => p.tier },
        { header: 'Price', cell: (p) => p.price2 },
        { header: 'Country Name', cell: (p) => p.country_name },
        {
          header: 'Status',
          cell: (p) => <Badge color={p.status ? 'mahir.8' : 'gray.7'}>{p.status2}</Badge>,
        },
        {
          header: 'Actions',
          cell: (p) => (
            <Group gap={4}>
              <ActionIcon
                component={Link}
                href={`/admin/setting/price/${p.id}/edit`}
                variant="subtle"
                aria-label={`Edit ${p.tier}`}
              >
                <IconPencil size={16} />
              </ActionIcon>
              {/* The spec's Delete does nothing. */}
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${p.tier}`}
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
          <TextInput label="Tier" required {...form.getInputProps('tier')} />
          <TextInput label="Price (RM)" required placeholder="eg: 0.00" {...form.getInputProps('price')} />
          <Select
            label="Country"
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
          {price ? 'Update' : 'Create'}
        </Button>
      </Group>
    </Stack>
  );
}

/** Adding a price list item. */
export function PriceCreatePage() {
  return (
    <>
      <PageHeader title="Add Price" />
      <PriceForm price={null} />
    </>
  );
}

/** /admin/setting/price/{id}/edit */
export function PriceEditPage({ id }: { id: number }) {
  const info = useApiQuery(api.priceInfo, { params: { id } }, { staleTime: 0 });
  return (
    <AdminEditPage title="Edit Price" query={info}>
      {(data) => <PriceForm price={data.price} />}
    </AdminEditPage>
  );
}
