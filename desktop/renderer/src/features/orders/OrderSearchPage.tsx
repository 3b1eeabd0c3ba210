import { ADMIN_ORDER_STATUSES, adminOrderContract as api } from '@mahir/shared/contract/admin-order.contract';
import { useApiQuery } from '@mahir/ui';
import { ListTable, useListState } from '@mahir/ui/ListTable';
import { Anchor, Badge, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../i18n/format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Orders, newest first: search by reference or buyer, filter by status and Malaysia dates; each opens. */
export function OrderSearchPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const state = useListState(20);
  const [status, setStatus] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = useApiQuery(
    api.list,
    {
      query: {
        page: state.page,
        per_page: state.per,
        q: state.query.search,
        status: (status ?? undefined) as (typeof ADMIN_ORDER_STATUSES)[number] | undefined,
        from: DAY.test(from) ? from : undefined,
        to: DAY.test(to) ? to : undefined,
      },
    },
    { staleTime: 0 },
  );
  return (
    <Stack>
      <PageHeader title={t('orders.orders')} />
      <Group gap="xs" align="end">
        <Select
          label={t('orders.status')}
          placeholder={t('orders.all')}
          clearable
          w={160}
          data={ADMIN_ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.state.${s}`) }))}
          value={status}
          onChange={(v) => {
            setStatus(v);
            state.setPage(1);
          }}
        />
        <TextInput
          label={t('orders.from')}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          label={t('orders.to')}
          type="date"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
      </Group>
      <ListTable
        label={t('orders.orders')}
        state={state}
        query={query}
        rowKey={(o) => o.reference}
        columns={[
          {
            header: t('orders.reference'),
            cell: (o) => (
              <Anchor component={Link} href={`/admin/orders/${encodeURIComponent(o.reference)}`}>
                {o.reference}
              </Anchor>
            ),
          },
          {
            header: t('orders.buyer'),
            cell: (o) => (
              <>
                {o.buyer_name ?? '-'}
                <Text size="xs" c="dimmed">
                  {o.buyer_email ?? ''}
                </Text>
              </>
            ),
          },
          { header: t('orders.status'), cell: (o) => <Badge variant="light">{o.status}</Badge> },
          { header: t('orders.method'), cell: (o) => o.payment_method ?? '-' },
          {
            header: t('orders.total'),
            cell: (o) => f.ringgit(o.grand_total),
            td: { style: { textAlign: 'right' } },
          },
          {
            header: t('orders.refunded'),
            cell: (o) => (o.refunded_total ? f.ringgit(o.refunded_total) : '-'),
            td: { style: { textAlign: 'right' } },
          },
          {
            header: t('orders.placed'),
            cell: (o) => f.dateTime(o.created_at),
            td: { style: { whiteSpace: 'nowrap' } },
          },
        ]}
      />
    </Stack>
  );
}
