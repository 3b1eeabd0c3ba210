import { APPROVAL_TEXT, approvalsContract as api } from '@mahir/shared/contract/approvals.contract';
import { formatRM } from '@mahir/shared/money/ringgit';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { QueryState, useApiMutation, useApiQuery } from '@mahir/ui';
import { Badge, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useConfirm } from '../../components/ConfirmModal';
import { ApprovalFrame, ApprovalTable } from './ApprovalTable';
import { useApprovalRefresh } from './use-approval-refresh';

/**
 * Subscription cancellation requests, waiting ones first. Approving (after 'Are you sure want to approve?')
 * ends the subscription, stops renewals and marks the request seen, which takes it off the sidebar badge.
 */
export function CancellationApprovalsPage() {
  const query = useApiQuery(api.cancellations, {}, { staleTime: 0 });
  const refresh = useApprovalRefresh();
  const confirm = useConfirm();
  const [notice, setNotice] = useState<string | null>(null);
  const approve = useApiMutation(api.approveCancellation, {
    onSuccess: ({ message }) => {
      setNotice(message ?? APPROVAL_TEXT.cancellationApproved);
      void refresh();
    },
  });
  return (
    <>
      <ApprovalFrame
        title="Subscription Cancellation"
        notice={notice}
        onCloseNotice={() => setNotice(null)}
        error={approve.error}
      >
        <QueryState query={query}>
          {({ cancellations }) => (
            <ApprovalTable
              label="Cancellation requests"
              minWidth={860}
              rows={cancellations}
              columns={[
                { header: 'Order ID', cell: (c) => c.order_id },
                {
                  header: 'Name',
                  cell: (c) => (
                    <>
                      {c.name}
                      <Text size="xs" c="dimmed">
                        {c.email}
                      </Text>
                    </>
                  ),
                },
                { header: 'Package', cell: (c) => c.package ?? '-' },
                { header: 'Amount (RM)', cell: (c) => formatRM(c.grand_total) },
                { header: 'Requested', cell: (c) => formatMalaysiaDate(c.created_at, true) },
                {
                  header: 'Status',
                  cell: (c) => (
                    <Badge color={c.status === 'approved' ? 'gray.8' : 'grape.9'}>
                      {c.status === 'approved' ? 'APPROVED' : 'PENDING'}
                    </Badge>
                  ),
                },
                {
                  header: 'Actions',
                  cell: (c) =>
                    c.status === 'pending' ? (
                      <Button
                        size="xs"
                        aria-label={`Approve ${c.order_id}`}
                        loading={approve.isPending && approve.variables?.body.id === c.id}
                        onClick={() =>
                          confirm.ask(APPROVAL_TEXT.approveConfirm, () =>
                            approve.mutate({ body: { id: c.id } }),
                          )
                        }
                      >
                        Approve
                      </Button>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {c.confirmed_at ? formatMalaysiaDate(c.confirmed_at, true) : ''}
                      </Text>
                    ),
                },
              ]}
            />
          )}
        </QueryState>
      </ApprovalFrame>
      {confirm.modal}
    </>
  );
}
