import { taxContract as api, type TaxCodesView } from '@mahir/shared/contract/tax.contract';
import { percentToBasisPoints } from '@mahir/shared/money/index';
import { ORDER_ITEM_TYPES, type OrderItemType } from '@mahir/shared/rules/order-state';
import { formatRatePercent, PRODUCT_TAX_TYPES, type ProductTaxType, TAX_MSG } from '@mahir/shared/tax/index';
import { QueryState, routeKey, SuccessAlert, useApiMutation, useApiQuery } from '@mahir/ui';
import { Button, Card, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/FormError';
import { PageHeader } from '../../components/PageHeader';

interface Draft {
  type: ProductTaxType;
  /** The percent as typed; blank takes `SST_RATE`. */
  rate: string;
  reason: string;
}

function draftOf(view: TaxCodesView): Record<OrderItemType, Draft> {
  const out = {} as Record<OrderItemType, Draft>;
  for (const c of view.codes)
    out[c.item_type] = {
      type: c.type,
      rate: c.rate_basis_points === null ? '' : formatRatePercent(c.rate_basis_points),
      reason: c.exemption_reason ?? '',
    };
  return out;
}

/** `/backoffice/admin/tax/codes`: the tax code of each product type; new orders use what is saved. */
export function TaxCodesPage() {
  const { t } = useTranslation();
  const query = useApiQuery(api.codes, {});
  return (
    <Stack maw={1000}>
      <PageHeader title={t('tax.codesTitle')} />
      <QueryState query={query}>{(view) => <TaxCodesForm view={view} />}</QueryState>
    </Stack>
  );
}

function TaxCodesForm({ view }: { view: TaxCodesView }) {
  const { t, i18n } = useTranslation();
  // The shared bilingual tax texts in the chosen language, English with none (as before).
  const msg = TAX_MSG[i18n.language === 'ms' ? 'ms' : 'en'];
  const kindLabel = (kind: OrderItemType) => t(`tax.kind.${kind}`);
  const client = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(view));
  const [message, setMessage] = useState<string | null>(null);
  const [rateProblem, setRateProblem] = useState<string | null>(null);
  const save = useApiMutation(api.saveCodes, {
    onSuccess: (res) => {
      setMessage(res.message ?? msg.codesSaved);
      client.setQueryData(routeKey(api.codes, {}), res.data);
    },
  });
  const set = (kind: OrderItemType, patch: Partial<Draft>) =>
    setDraft((d) => ({ ...d, [kind]: { ...d[kind], ...patch } }));
  const submit = () => {
    const codes = [];
    for (const kind of ORDER_ITEM_TYPES) {
      const d = draft[kind];
      const rate = d.rate.trim() === '' ? null : percentToBasisPoints(d.rate);
      if (d.rate.trim() !== '' && rate === null) {
        setRateProblem(`${kindLabel(kind)}: ${msg.problem.rate}`);
        return;
      }
      codes.push({
        item_type: kind,
        type: d.type,
        rate_basis_points: rate,
        exemption_reason: d.reason.trim() || null,
      });
    }
    setRateProblem(null);
    setMessage(null);
    save.mutate({ body: { codes } });
  };
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('tax.sstRate', { rate: formatRatePercent(view.sst_rate_basis_points) })}{' '}
        {msg.registrationNo(view.registration_no)}. {msg.pricesIncludeTax} {t('tax.blankRate')}
      </Text>
      <SuccessAlert message={message} onClose={() => setMessage(null)} />
      {rateProblem && (
        <Text c="red.9" role="alert">
          {rateProblem}
        </Text>
      )}
      <FormError error={save.error} />
      <Card padding={0}>
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label={t('tax.codesTable')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tax.productType')}</Table.Th>
                <Table.Th>{t('tax.taxType')}</Table.Th>
                <Table.Th>{t('tax.ratePercent')}</Table.Th>
                <Table.Th>{t('tax.exemptionReason')}</Table.Th>
                <Table.Th>{t('tax.chargesNow')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.codes.map((c) => {
                const d = draft[c.item_type];
                return (
                  <Table.Tr key={c.item_type}>
                    <Table.Td>{kindLabel(c.item_type)}</Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('tax.taxTypeOf', { kind: kindLabel(c.item_type) })}
                        data={PRODUCT_TAX_TYPES.map((type) => ({
                          value: type,
                          label: `${type} ${msg.type[type]}`,
                        }))}
                        value={d.type}
                        allowDeselect={false}
                        onChange={(v) => v && set(c.item_type, { type: v as ProductTaxType })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={t('tax.rateOf', { kind: kindLabel(c.item_type) })}
                        placeholder={formatRatePercent(view.sst_rate_basis_points)}
                        value={d.rate}
                        w={90}
                        onChange={(e) => set(c.item_type, { rate: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={t('tax.exemptionReasonOf', { kind: kindLabel(c.item_type) })}
                        value={d.reason}
                        disabled={d.type !== 'E'}
                        onChange={(e) => set(c.item_type, { reason: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>{formatRatePercent(c.effective_rate_basis_points)}%</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Button w="fit-content" onClick={submit} loading={save.isPending}>
        {t('tax.saveCodes')}
      </Button>
    </Stack>
  );
}
