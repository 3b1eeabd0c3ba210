import { APPROVAL_TEXT, approvalsContract as api } from '@mahir/shared/contract/approvals.contract';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { QueryState, useApiMutation, useApiQuery } from '@mahir/ui';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useConfirm } from '../../components/ConfirmModal';
import { ReasonModal } from '../../components/ReasonModal';
import { ApprovalFrame, ApprovalTable } from './ApprovalTable';
import { useApprovalRefresh } from './use-approval-refresh';

/** Reseller registrations waiting for approval: approve (a new code and the reseller role) or decline with a reason. */
export function ResellerApprovalsPage() {
  const query = useApiQuery(api.resellerRegistrations, {}, { staleTime: 0 });
  const refresh = useApprovalRefresh();
  const confirm = useConfirm();
  const [notice, setNotice] = useState<string | null>(null);
  const [declining, setDeclining] = useState<{ id: number; name: string } | null>(null);
  const [reason, setReason] = useState('');
  const done = (message: string) => {
    setNotice(message);
    setDeclining(null);
    setReason('');
    void refresh();
  };
  const approve = useApiMutation(api.approveReseller, {
    onSuccess: ({ data, message }) =>
      done(`${message ?? APPROVAL_TEXT.resellerApproved}: ${data.reseller_code}`),
  });
  const decline = useApiMutation(api.declineReseller, {
    onSuccess: ({ message }) => done(message ?? APPROVAL_TEXT.resellerDeclined),
  });
  const error = approve.error ?? decline.error;
  return (
    <>
      <ApprovalFrame
        title="Reseller Registrations"
        notice={notice}
        onCloseNotice={() => setNotice(null)}
        error={error}
      >
        <QueryState query={query}>
          {({ registrations }) => (
            <ApprovalTable
              label="Reseller registrations"
              minWidth={800}
              rows={registrations}
              columns={[
                { header: 'Name', cell: (r) => r.name },
                { header: 'Email', cell: (r) => r.email },
                { header: 'Phone', cell: (r) => r.phone_no ?? '-', td: { style: { whiteSpace: 'nowrap' } } },
                {
                  header: 'Bank',
                  cell: (r) => (
                    <>
                      {r.bank_name ?? '-'}
                      <Text size="xs" c="dimmed">
                        {r.account_no} {r.account_holder && `(${r.account_holder})`}
                      </Text>
                    </>
                  ),
                },
                { header: 'Registered', cell: (r) => formatMalaysiaDate(r.created_at, true) },
                {
                  header: 'Actions',
                  cell: (r) => (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        aria-label={`Approve ${r.name}`}
                        loading={approve.isPending && approve.variables?.body.id === r.id}
                        onClick={() =>
                          confirm.ask(APPROVAL_TEXT.approveConfirm, () =>
                            approve.mutate({ body: { id: r.id } }),
                          )
                        }
                      >
                        Approve
                      </Button>
                      <Button
                        size="xs"
                        color="red.9"
                        variant="outline"
                        aria-label={`Decline ${r.name}`}
                        onClick={() => setDeclining({ id: r.id, name: r.name })}
                      >
                        Decline
                      </Button>
                    </Group>
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      </ApprovalFrame>
      <ReasonModal
        opened={declining !== null}
        title={`Decline ${declining?.name ?? ''}`}
        action="Decline"
        reason={reason}
        onReasonChange={setReason}
        maxLength={500}
        error={decline.error?.field('reason')}
        busy={decline.isPending}
        onClose={() => setDeclining(null)}
        onSubmit={() => {
          const id = declining?.id;
          if (id !== undefined)
            confirm.ask(APPROVAL_TEXT.declineConfirm, () => decline.mutate({ body: { id, reason } }));
        }}
      />
      {confirm.modal}
    </>
  );
}
