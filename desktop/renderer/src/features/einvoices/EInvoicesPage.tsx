import {
  einvoiceContract as api,
  EINVOICE_STATUSES,
  EINVOICE_TEXT,
  type EInvoiceRow,
} from '@mahir/shared/contract/einvoice.contract';
import { formatRM } from '@mahir/shared/money/ringgit';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { routeKey, useApiMutation, useApiQuery } from '@mahir/ui';
import { ListTable, useListState } from '@mahir/ui/ListTable';
import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusListHeader, useStatusFilter } from '../../components/StatusListHeader';

const STATUS_COLOR: Record<EInvoiceRow['status'], string> = {
  pending: 'gray',
  submitted: 'blue',
  valid: 'green',
  invalid: 'red',
  cancelled: 'dark',
};
const KIND_LABEL: Record<EInvoiceRow['kind'], string> = {
  individual: 'Individual',
  consolidated: 'Consolidated',
  credit_note: 'Credit note',
  self_billed: 'Self-billed',
};

/** The reason form of a cancellation (MyInvois allows it within 72 hours of validation). */
function CancelModal({ row, onClose }: { row: EInvoiceRow | null; onClose: () => void }) {
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
    <Modal opened={row !== null} onClose={onClose} title={`Cancel ${row?.code_number ?? ''}`}>
      <Stack>
        {cancel.error && (
          <Alert color="red" variant="light">
            {cancel.error.errors.reason?.[0] ?? cancel.error.message}
          </Alert>
        )}
        <Textarea
          label="Reason"
          required
          maxLength={300}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => row && cancel.mutate({ params: { id: row.id }, body: { reason } })}
          >
            Cancel e-Invoice
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The back office's e-Invoices: every document by status, the errors of invalid ones, and cancellation. */
export function EInvoicesPage() {
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
        title={EINVOICE_TEXT.eInvoice}
        statuses={EINVOICE_STATUSES}
        filter={filter}
        query={query}
      />
      <ListTable
        label="e-Invoices"
        searchable={false}
        state={state}
        query={query}
        rowKey={(r) => r.id}
        columns={[
          {
            header: 'Status',
            cell: (r) => <Badge color={STATUS_COLOR[r.status]}>{r.status}</Badge>,
          },
          { header: 'Kind', cell: (r) => KIND_LABEL[r.kind] },
          {
            header: 'Number',
            cell: (r) =>
              r.validation_link ? (
                <Anchor href={r.validation_link} target="_blank" rel="noreferrer">
                  {r.code_number}
                </Anchor>
              ) : (
                r.code_number
              ),
          },
          { header: 'Of', cell: (r) => r.source_ref },
          {
            header: 'Payable',
            cell: (r) => formatRM(r.total_payable),
            td: { style: { textAlign: 'right' } },
          },
          {
            header: 'Errors',
            cell: (r) => (
              <Text size="xs" c={r.errors ? 'red.9' : 'dimmed'} lineClamp={3} maw={280}>
                {r.errors ?? '-'}
              </Text>
            ),
          },
          {
            header: 'Issued',
            cell: (r) => formatMalaysiaDate(r.created_at, true),
            td: { style: { whiteSpace: 'nowrap' } },
          },
          {
            header: '',
            cell: (r) =>
              r.cancellable ? (
                <Button size="xs" variant="light" color="red" onClick={() => setCancelling(r)}>
                  Cancel
                </Button>
              ) : null,
          },
        ]}
      />
      <CancelModal row={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
