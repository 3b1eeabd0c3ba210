import { approvalsContract as api } from '@mahir/shared/contract/approvals.contract';
import { QueryState, useApiMutation, useApiQuery } from '@mahir/ui';
import { Badge, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/ConfirmModal';
import { useFormat } from '../../i18n/format';
import { ApprovalFrame, ApprovalTable } from './ApprovalTable';
import { useApprovalRefresh } from './use-approval-refresh';

/**
 * Subscription cancellation requests, waiting ones first. Approving (after 'Are you sure want to approve?')
 * ends the subscription, stops renewals and marks the request seen, which takes it off the sidebar badge.
 */
export function CancellationApprovalsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const query = useApiQuery(api.cancellations, {}, { staleTime: 0 });
  const refresh = useApprovalRefresh();
  const confirm = useConfirm();
  const [notice, setNotice] = useState<string | null>(null);
  const approve = useApiMutation(api.approveCancellation, {
    onSuccess: ({ message }) => {
      setNotice(message ?? t('approvals.cancellationApproved'));
      void refresh();
    },
  });
  return (
    <>
      <ApprovalFrame
        title={t('approvals.cancellationTitle')}
        notice={notice}
        onCloseNotice={() => setNotice(null)}
        error={approve.error}
      >
        <QueryState query={query}>
          {({ cancellations }) => (
            <ApprovalTable
              label={t('approvals.cancellationList')}
              minWidth={860}
              rows={cancellations}
              columns={[
                { header: t('approvals.orderId'), cell: (c) => c.order_id },
                {
                  header: t('approvals.name'),
                  cell: (c) => (
                    <>
                      {c.name}
                      <Text size="xs" c="dimmed">
                        {c.email}
                      </Text>
                    </>
                  ),
                },
                { header: t('approvals.package'), cell: (c) => c.package ?? '-' },
                { header: t('approvals.amount'), cell: (c) => f.ringgit(c.grand_total) },
                { header: t('approvals.requested'), cell: (c) => f.dateTime(c.created_at) },
                {
                  header: t('common.status'),
                  cell: (c) => (
                    <Badge color={c.status === 'approved' ? 'gray.8' : 'grape.9'}>
                      {c.status === 'approved' ? t('approvals.approved') : t('approvals.pending')}
                    </Badge>
                  ),
                },
                {
                  header: t('approvals.actions'),
                  cell: (c) =>
                    c.status === 'pending' ? (
                      <Button
                        size="xs"
                        aria-label={t('approvals.approveName', { name: c.order_id })}
                        loading={approve.isPending && approve.variables?.body.id === c.id}
                        onClick={() =>
                          confirm.ask(t('approvals.approveConfirm'), () =>
                            approve.mutate({ body: { id: c.id } }),
                          )
                        }
                      >
                        {t('approvals.approve')}
                      </Button>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {c.confirmed_at ? f.dateTime(c.confirmed_at) : ''}
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
