import { formatRM } from '@mahir/shared';
import { ADMIN_ORDER_STATUSES, adminOrderContract as api } from '@mahir/shared/contract/admin-order.contract';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { useApiQuery } from '@mahir/ui';
import { ListTable, useListState } from '@mahir/ui/ListTable';
import { Anchor, Badge, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '../../components/PageHeader';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Orders, newest first: search by reference or buyer, filter by status and Malaysia dates; each opens. */
export function OrderSearchPage() {
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
      <PageHeader title="Orders" />
      <Group gap="xs" align="end">
        <Select
          label="Status"
          placeholder="All"
          clearable
          w={160}
          data={ADMIN_ORDER_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }))}
          value={status}
          onChange={(v) => {
            setStatus(v);
            state.setPage(1);
          }}
        />
        <TextInput label="From" type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput label="To" type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      </Group>
      <ListTable
        label="Orders"
        state={state}
        query={query}
        rowKey={(o) => o.reference}
        columns={[
          {
            header: 'Reference',
            cell: (o) => (
              <Anchor component={Link} href={`/admin/orders/${encodeURIComponent(o.reference)}`}>
                {o.reference}
              </Anchor>
            ),
          },
          {
            header: 'Buyer',
            cell: (o) => (
              <>
                {o.buyer_name ?? '-'}
                <Text size="xs" c="dimmed">
                  {o.buyer_email ?? ''}
                </Text>
              </>
            ),
          },
          { header: 'Status', cell: (o) => <Badge variant="light">{o.status}</Badge> },
          { header: 'Method', cell: (o) => o.payment_method ?? '-' },
          { header: 'Total', cell: (o) => formatRM(o.grand_total), td: { style: { textAlign: 'right' } } },
          {
            header: 'Refunded',
            cell: (o) => (o.refunded_total ? formatRM(o.refunded_total) : '-'),
            td: { style: { textAlign: 'right' } },
          },
          {
            header: 'Placed',
            cell: (o) => formatMalaysiaDate(o.created_at, true),
            td: { style: { whiteSpace: 'nowrap' } },
          },
        ]}
      />
    </Stack>
  );
}
