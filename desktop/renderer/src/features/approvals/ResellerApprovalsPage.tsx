import { approvalsContract as api } from '@mahir/shared/contract/approvals.contract';
import { QueryState, useApiMutation, useApiQuery } from '@mahir/ui';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/ConfirmModal';
import { ReasonModal } from '../../components/ReasonModal';
import { useFormat } from '../../i18n/format';
import { ApprovalFrame, ApprovalTable } from './ApprovalTable';
import { useApprovalRefresh } from './use-approval-refresh';

/** Reseller registrations waiting for approval: approve (a new code and the reseller role) or decline with a reason. */
export function ResellerApprovalsPage() {
  const { t } = useTranslation();
  const f = useFormat();
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
      done(`${message ?? t('approvals.resellerApproved')}: ${data.reseller_code}`),
  });
  const decline = useApiMutation(api.declineReseller, {
    onSuccess: ({ message }) => done(message ?? t('approvals.resellerDeclined')),
  });
  const error = approve.error ?? decline.error;
  return (
    <>
      <ApprovalFrame
        title={t('approvals.resellerTitle')}
        notice={notice}
        onCloseNotice={() => setNotice(null)}
        error={error}
      >
        <QueryState query={query}>
          {({ registrations }) => (
            <ApprovalTable
              label={t('approvals.resellerList')}
              minWidth={800}
              rows={registrations}
              columns={[
                { header: t('approvals.name'), cell: (r) => r.name },
                { header: t('approvals.email'), cell: (r) => r.email },
                {
                  header: t('approvals.phone'),
                  cell: (r) => r.phone_no ?? '-',
                  td: { style: { whiteSpace: 'nowrap' } },
                },
                {
                  header: t('approvals.bank'),
                  cell: (r) => (
                    <>
                      {r.bank_name ?? '-'}
                      <Text size="xs" c="dimmed">
                        {r.account_no} {r.account_holder && `(${r.account_holder})`}
                      </Text>
                    </>
                  ),
                },
                { header: t('approvals.registered'), cell: (r) => f.dateTime(r.created_at) },
                {
                  header: t('approvals.actions'),
                  cell: (r) => (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        aria-label={t('approvals.approveName', { name: r.name })}
                        loading={approve.isPending && approve.variables?.body.id === r.id}
                        onClick={() =>
                          confirm.ask(t('approvals.approveConfirm'), () =>
                            approve.mutate({ body: { id: r.id } }),
                          )
                        }
                      >
                        {t('approvals.approve')}
                      </Button>
                      <Button
                        size="xs"
                        color="red.9"
                        variant="outline"
                        aria-label={t('approvals.declineName', { name: r.name })}
                        onClick={() => setDeclining({ id: r.id, name: r.name })}
                      >
                        {t('approvals.decline')}
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
        title={t('approvals.declineName', { name: declining?.name ?? '' })}
        action={t('approvals.decline')}
        reason={reason}
        onReasonChange={setReason}
        maxLength={500}
        error={decline.error?.field('reason')}
        busy={decline.isPending}
        onClose={() => setDeclining(null)}
        onSubmit={() => {
          const id = declining?.id;
          if (id !== undefined)
            confirm.ask(t('approvals.declineConfirm'), () => decline.mutate({ body: { id, reason } }));
        }}
      />
      {confirm.modal}
    </>
  );
}
