import { couponContract as api, type CouponView } from '@mahir/shared/contract/coupon.contract';
import type { CouponInput } from '@mahir/shared/coupons/index';
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
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/FormError';
import { PageHeader } from '../../components/PageHeader';
import { type Formatters, useFormat } from '../../i18n/format';

function valueText(c: CouponView, f: Formatters): string {
  return c.value.kind === 'percent'
    ? `${formatRatePercent(c.value.basisPoints)}%`
    : f.ringgit(c.value.amountSen);
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
  const { t } = useTranslation();
  const f = useFormat();
  const kindLabel = (kind: OrderItemType) => t(`coupons.kindOf.${kind}`);
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
    setMessage(res.message ?? t('coupons.saved'));
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
      <PageHeader title={t('coupons.title')}>
        <Button onClick={() => setDraft(EMPTY)}>{t('coupons.new')}</Button>
      </PageHeader>
      <SuccessAlert message={message} onClose={() => setMessage(null)} />
      {draft && (
        <Card withBorder maw={900}>
          <Stack>
            <FormError error={draft.id === null ? create.error : update.error} />
            <Group grow align="flex-start">
              <TextInput
                label={t('coupons.code')}
                value={draft.code}
                maxLength={30}
                onChange={(e) => set({ code: e.currentTarget.value.toUpperCase() })}
              />
              <SegmentedControl
                aria-label={t('coupons.kind')}
                mt={24}
                value={draft.kind}
                onChange={(v) => set({ kind: v as Draft['kind'] })}
                data={[
                  { value: 'percent', label: t('coupons.percent') },
                  { value: 'fixed', label: t('coupons.fixed') },
                ]}
              />
              <NumberInput
                label={draft.kind === 'percent' ? t('coupons.percentOff') : t('coupons.amountOff')}
                value={draft.amount}
                min={0.01}
                decimalScale={2}
                onChange={(v) => set({ amount: v })}
              />
            </Group>
            <MultiSelect
              label={t('coupons.productTypes')}
              data={ORDER_ITEM_TYPES.map((k) => ({ value: k, label: kindLabel(k) }))}
              value={draft.productTypes}
              onChange={(v) => set({ productTypes: v as OrderItemType[] })}
            />
            <Group grow>
              <NumberInput
                label={t('coupons.minSpend')}
                value={draft.minSpend}
                min={0}
                decimalScale={2}
                onChange={(v) => set({ minSpend: v })}
              />
              <TextInput
                label={t('coupons.startsOn')}
                type="date"
                value={draft.startsOn}
                onChange={(e) => set({ startsOn: e.currentTarget.value })}
              />
              <TextInput
                label={t('coupons.endsOn')}
                type="date"
                value={draft.endsOn}
                onChange={(e) => set({ endsOn: e.currentTarget.value })}
              />
            </Group>
            <Group grow>
              <NumberInput
                label={t('coupons.totalLimit')}
                value={draft.totalLimit}
                min={1}
                allowDecimal={false}
                onChange={(v) => set({ totalLimit: v })}
              />
              <NumberInput
                label={t('coupons.perUserLimit')}
                value={draft.perUserLimit}
                min={1}
                allowDecimal={false}
                onChange={(v) => set({ perUserLimit: v })}
              />
            </Group>
            <Group grow align="flex-end">
              <SegmentedControl
                aria-label={t('coupons.owner')}
                value={draft.ownerKind}
                onChange={(v) => set({ ownerKind: v as Draft['ownerKind'] })}
                data={[
                  { value: 'none', label: t('coupons.ownerMahir') },
                  { value: 'reseller', label: t('coupons.ownerReseller') },
                  { value: 'affiliate', label: t('coupons.ownerAffiliate') },
                ]}
              />
              <NumberInput
                label={t('coupons.ownerId')}
                value={draft.ownerId}
                disabled={draft.ownerKind === 'none'}
                min={1}
                allowDecimal={false}
                onChange={(v) => set({ ownerId: v })}
              />
            </Group>
            <Switch
              label={t('coupons.active')}
              checked={draft.active}
              onChange={(e) => set({ active: e.currentTarget.checked })}
            />
            <Group>
              <Button onClick={save} loading={create.isPending || update.isPending}>
                {t('coupons.save')}
              </Button>
              <Button variant="default" onClick={() => setDraft(null)}>
                {t('coupons.cancel')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      <ListTable
        label={t('coupons.title')}
        state={state}
        query={query}
        rowKey={(c) => c.id}
        columns={[
          {
            header: t('coupons.code'),
            cell: (c) => (
              <Button variant="subtle" size="compact-sm" onClick={() => setDraft(draftOf(c))}>
                {c.code}
              </Button>
            ),
          },
          { header: t('coupons.value'), cell: (c) => valueText(c, f) },
          { header: t('coupons.products'), cell: (c) => c.productTypes.map(kindLabel).join(', ') },
          { header: t('coupons.minimum'), cell: (c) => f.ringgit(c.minSpendSen) },
          {
            header: t('coupons.dates'),
            cell: (c) => `${c.startsAt ? f.date(c.startsAt) : '…'} – ${c.endsAt ? f.date(c.endsAt) : '…'}`,
          },
          {
            header: t('coupons.used'),
            cell: (c) =>
              c.totalLimit
                ? t('coupons.usedTextOfLimit', {
                    paid: c.paid_uses,
                    redeemed: c.redeemed,
                    limit: c.totalLimit,
                  })
                : t('coupons.usedText', { paid: c.paid_uses, redeemed: c.redeemed }),
          },
          { header: t('coupons.perBuyer'), cell: (c) => c.perUserLimit ?? '-' },
          {
            header: t('coupons.owner'),
            cell: (c) => (c.owner ? `${c.owner.kind} #${c.owner.id}` : t('coupons.ownerMahir')),
          },
          {
            header: t('coupons.status'),
            cell: (c) => (
              <Badge color={c.active ? 'green' : 'gray'}>
                {c.active ? t('coupons.active') : t('coupons.off')}
              </Badge>
            ),
          },
        ]}
      />
    </Stack>
  );
}
