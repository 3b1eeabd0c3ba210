import {
  einvoiceContract as api,
  EINVOICE_STATUSES,
  type EInvoiceRow,
} from '@mahir/shared/contract/einvoice.contract';
import { routeKey, useApiMutation, useApiQuery } from '@mahir/ui';
import { ListTable, useListState } from '@mahir/ui/ListTable';
import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusListHeader, useStatusFilter } from '../../components/StatusListHeader';
import { useFormat } from '../../i18n/format';

const STATUS_COLOR: Record<EInvoiceRow['status'], string> = {
  pending: 'gray',
  submitted: 'blue',
  valid: 'green',
  invalid: 'red',
  cancelled: 'dark',
};
/** The reason form of a cancellation (MyInvois allows it within 72 hours of validation). */
function CancelModal({ row, onClose }: { row: EInvoiceRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const cancel = useApiMutation(api.adminCancel, {
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: routeKey(api.adminList) });
      setReason('');
      onClose();
    },
  });
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={t('einvoices.cancelTitle', { number: row?.code_number ?? '' })}
    >
      <Stack>
        {cancel.error && (
          <Alert color="red" variant="light">
            {cancel.error.errors.reason?.[0] ?? cancel.error.message}
          </Alert>
        )}
        <Textarea
          label={t('einvoices.reason')}
          required
          maxLength={300}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('einvoices.close')}
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => row && cancel.mutate({ params: { id: row.id }, body: { reason } })}
          >
            {t('einvoices.cancelEInvoice')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The back office's e-Invoices: every document by status, the errors of invalid ones, and cancellation. */
export function EInvoicesPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const state = useListState(25);
  const filter = useStatusFilter<(typeof EINVOICE_STATUSES)[number]>(state);
  const [cancelling, setCancelling] = useState<EInvoiceRow | null>(null);
  const query = useApiQuery(
    api.adminList,
    { query: { page: state.page, status: filter.only } },
    { staleTime: 0 },
  );
  return (
    <Stack>
      <StatusListHeader
        title={t('einvoices.title')}
        statuses={EINVOICE_STATUSES}
        filter={filter}
        query={query}
      />
      <ListTable
        label={t('einvoices.list')}
        searchable={false}
        state={state}
        query={query}
        rowKey={(r) => r.id}
        columns={[
          {
            header: t('einvoices.status'),
            cell: (r) => <Badge color={STATUS_COLOR[r.status]}>{t(`einvoices.badge.${r.status}`)}</Badge>,
          },
          { header: t('einvoices.kindHeader'), cell: (r) => t(`einvoices.kind.${r.kind}`) },
          {
            header: t('einvoices.number'),
            cell: (r) =>
              r.validation_link ? (
                <Anchor href={r.validation_link} target="_blank" rel="noreferrer">
                  {r.code_number}
                </Anchor>
              ) : (
                r.code_number
              ),
          },
          { header: t('einvoices.of'), cell: (r) => r.source_ref },
          {
            header: t('einvoices.payable'),
            cell: (r) => f.ringgit(r.total_payable),
            td: { style: { textAlign: 'right' } },
          },
          {
            header: t('einvoices.errors'),
            cell: (r) => (
              <Text size="xs" c={r.errors ? 'red.9' : 'dimmed'} lineClamp={3} maw={280}>
                {r.errors ?? '-'}
              </Text>
            ),
          },
          {
            header: t('einvoices.issued'),
            cell: (r) => f.dateTime(r.created_at),
            td: { style: { whiteSpace: 'nowrap' } },
          },
          {
            header: '',
            cell: (r) =>
              r.cancellable ? (
                <Button size="xs" variant="light" color="red" onClick={() => setCancelling(r)}>
                  {t('einvoices.cancel')}
                </Button>
              ) : null,
          },
        ]}
      />
      <CancelModal row={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
