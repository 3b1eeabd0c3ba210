import {
  couponContract as api,
  COUPON_ADMIN_TEXT,
  type CouponView,
} from '@mahir/shared/contract/coupon.contract';
import type { CouponInput } from '@mahir/shared/coupons/index';
import { formatRM } from '@mahir/shared/money/ringgit';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { ORDER_ITEM_TYPES, type OrderItemType } from '@mahir/shared/rules/order-state';
import { formatRatePercent } from '@mahir/shared/tax/index';
import { routeKey, SuccessAlert, useApiMutation, useApiQuery } from '@mahir/ui';
import { ListTable, useListState } from '@mahir/ui/ListTable';
import {
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../components/FormError';
import { PageHeader } from '../../components/PageHeader';

const KIND_LABEL: Record<OrderItemType, string> = {
  course: 'Courses',
  package: 'Packages',
  event: 'Events',
  merchandise: 'Merchandise',
  coin_pack: 'Coin packs',
};

function valueText(c: CouponView): string {
  return c.value.kind === 'percent'
    ? `${formatRatePercent(c.value.basisPoints)}%`
    : formatRM(c.value.amountSen);
}

/** The admin form's state: amounts as people type them (ringgit, percent), dates as `YYYY-MM-DD`. */
interface Draft {
  id: number | null;
  code: string;
  kind: 'percent' | 'fixed';
  amount: number | string;
  productTypes: OrderItemType[];
  minSpend: number | string;
  startsOn: string;
  endsOn: string;
  totalLimit: number | string;
  perUserLimit: number | string;
  active: boolean;
  ownerKind: 'none' | 'reseller' | 'affiliate';
  ownerId: number | string;
}

const EMPTY: Draft = {
  id: null,
  code: '',
  kind: 'percent',
  amount: 10,
  productTypes: ['course', 'event', 'package', 'merchandise'],
  minSpend: 0,
  startsOn: '',
  endsOn: '',
  totalLimit: '',
  perUserLimit: '',
  active: true,
  ownerKind: 'none',
  ownerId: '',
};

function draftOf(c: CouponView): Draft {
  return {
    id: c.id,
    code: c.code,
    kind: c.value.kind,
    amount: c.value.kind === 'percent' ? c.value.basisPoints / 100 : c.value.amountSen / 100,
    productTypes: c.productTypes,
    minSpend: c.minSpendSen / 100,
    startsOn: c.startsAt?.slice(0, 10) ?? '',
    endsOn: c.endsAt?.slice(0, 10) ?? '',
    totalLimit: c.totalLimit ?? '',
    perUserLimit: c.perUserLimit ?? '',
    active: c.active,
    ownerKind: c.owner?.kind ?? 'none',
    ownerId: c.owner?.id ?? '',
  };
}

const num = (v: number | string) => (v === '' ? null : Number(v));
/** A Malaysia calendar day's start as an instant (UTC+8). */
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00+08:00`).toISOString() : null);

/** The form's draft as the route's body; the server checks it with the same schema. */
function inputOf(d: Draft): CouponInput {
  const amount = Math.round(Number(d.amount) * 100);
  return {
    code: d.code,
    value:
      d.kind === 'percent' ? { kind: 'percent', basisPoints: amount } : { kind: 'fixed', amountSen: amount },
    productTypes: d.productTypes,
    minSpendSen: Math.round(Number(d.minSpend || 0) * 100),
    startsAt: dayStart(d.startsOn),
    endsAt: dayStart(d.endsOn),
    totalLimit: num(d.totalLimit),
    perUserLimit: num(d.perUserLimit),
    active: d.active,
    owner: d.ownerKind === 'none' ? null : { kind: d.ownerKind, id: Number(d.ownerId) },
  };
}

/** `/backoffice/admin/coupons`: coupon codes with their use, and the form to create or change one. */
export function CouponsPage() {
  const state = useListState(20);
  const client = useQueryClient();
  const query = useApiQuery(
    api.list,
    { query: { page: state.page, q: state.query.search } },
    { staleTime: 0 },
  );
  const [draft, setDraft] = useState<Draft | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const done = (res: { message?: string }) => {
    setMessage(res.message ?? COUPON_ADMIN_TEXT.saved);
    setDraft(null);
    void client.invalidateQueries({ queryKey: routeKey(api.list) });
  };
  const create = useApiMutation(api.create, { onSuccess: done });
  const update = useApiMutation(api.update, { onSuccess: done });
  const save = () => {
    if (!draft) return;
    const body = inputOf(draft);
    if (draft.id === null) create.mutate({ body });
    else update.mutate({ params: { id: draft.id }, body });
  };
  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  return (
    <Stack>
      <PageHeader title="Coupons">
        <Button onClick={() => setDraft(EMPTY)}>New coupon</Button>
      </PageHeader>
      <SuccessAlert message={message} onClose={() => setMessage(null)} />
      {draft && (
        <Card withBorder maw={900}>
          <Stack>
            <FormError error={draft.id === null ? create.error : update.error} />
            <Group grow align="flex-start">
              <TextInput
                label="Code"
                value={draft.code}
                maxLength={30}
                onChange={(e) => set({ code: e.currentTarget.value.toUpperCase() })}
              />
              <SegmentedControl
                aria-label="Kind"
                mt={24}
                value={draft.kind}
                onChange={(v) => set({ kind: v as Draft['kind'] })}
                data={[
                  { value: 'percent', label: 'Percent' },
                  { value: 'fixed', label: 'Fixed (RM)' },
                ]}
              />
              <NumberInput
                label={draft.kind === 'percent' ? 'Percent off' : 'Amount off (RM)'}
                value={draft.amount}
                min={0.01}
                decimalScale={2}
                onChange={(v) => set({ amount: v })}
              />
            </Group>
            <MultiSelect
              label="Product types"
              data={ORDER_ITEM_TYPES.map((k) => ({ value: k, label: KIND_LABEL[k] }))}
              value={draft.productTypes}
              onChange={(v) => set({ productTypes: v as OrderItemType[] })}
            />
            <Group grow>
              <NumberInput
                label="Minimum spend (RM)"
                value={draft.minSpend}
                min={0}
                decimalScale={2}
                onChange={(v) => set({ minSpend: v })}
              />
              <TextInput
                label="Starts on"
                type="date"
                value={draft.startsOn}
                onChange={(e) => set({ startsOn: e.currentTarget.value })}
              />
              <TextInput
                label="Ends on (not included)"
                type="date"
                value={draft.endsOn}
                onChange={(e) => set({ endsOn: e.currentTarget.value })}
              />
            </Group>
            <Group grow>
              <NumberInput
                label="Total limit (blank: none)"
                value={draft.totalLimit}
                min={1}
                allowDecimal={false}
                onChange={(v) => set({ totalLimit: v })}
              />
              <NumberInput
                label="Per buyer (blank: none)"
                value={draft.perUserLimit}
                min={1}
                allowDecimal={false}
                onChange={(v) => set({ perUserLimit: v })}
              />
            </Group>
            <Group grow align="flex-end">
              <SegmentedControl
                aria-label="Owner"
                value={draft.ownerKind}
                onChange={(v) => set({ ownerKind: v as Draft['ownerKind'] })}
                data={[
                  { value: 'none', label: 'Mahir' },
                  { value: 'reseller', label: 'Reseller' },
                  { value: 'affiliate', label: 'Affiliate' },
                ]}
              />
              <NumberInput
                label="Reseller or affiliate id"
                value={draft.ownerId}
                disabled={draft.ownerKind === 'none'}
                min={1}
                allowDecimal={false}
                onChange={(v) => set({ ownerId: v })}
              />
            </Group>
            <Switch
              label="Active"
              checked={draft.active}
              onChange={(e) => set({ active: e.currentTarget.checked })}
            />
            <Group>
              <Button onClick={save} loading={create.isPending || update.isPending}>
                Save coupon
              </Button>
              <Button variant="default" onClick={() => setDraft(null)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      <ListTable
        label="Coupons"
        state={state}
        query={query}
        rowKey={(c) => c.id}
        columns={[
          {
            header: 'Code',
            cell: (c) => (
              <Button variant="subtle" size="compact-sm" onClick={() => setDraft(draftOf(c))}>
                {c.code}
              </Button>
            ),
          },
          { header: 'Value', cell: valueText },
          { header: 'Products', cell: (c) => c.productTypes.map((k) => KIND_LABEL[k]).join(', ') },
          { header: 'Minimum', cell: (c) => formatRM(c.minSpendSen) },
          {
            header: 'Dates',
            cell: (c) =>
              `${c.startsAt ? formatMalaysiaDate(c.startsAt) : '…'} – ${c.endsAt ? formatMalaysiaDate(c.endsAt) : '…'}`,
          },
          {
            header: 'Used',
            cell: (c) => `${c.paid_uses} paid / ${c.redeemed}${c.totalLimit ? ` of ${c.totalLimit}` : ''}`,
          },
          { header: 'Per buyer', cell: (c) => c.perUserLimit ?? '-' },
          { header: 'Owner', cell: (c) => (c.owner ? `${c.owner.kind} #${c.owner.id}` : 'Mahir') },
          {
            header: 'Status',
            cell: (c) => <Badge color={c.active ? 'green' : 'gray'}>{c.active ? 'Active' : 'Off'}</Badge>,
          },
        ]}
      />
    </Stack>
  );
}
