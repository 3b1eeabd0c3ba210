import { privacyContract as api } from '@mahir/shared/contract/privacy.contract';
import { AppPagination, QueryState, useApiMutation, useApiQuery } from '@mahir/ui';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/ConfirmModal';
import { useFormat } from '../../i18n/format';
import { ApprovalFrame, ApprovalTable } from './ApprovalTable';

/**
 * Account deletion requests (PDPA 2010, issue 20), waiting ones first. Completing one (after a confirmation)
 * anonymises and closes the account and mails the address it had.
 */
export function DeletionRequestsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const query = useApiQuery(api.adminDeletionRequests, { query: { page } }, { staleTime: 0 });
  const confirm = useConfirm();
  const [notice, setNotice] = useState<string | null>(null);
  const complete = useApiMutation(api.completeDeletion, {
    onSuccess: ({ message }) => {
      setNotice(message ?? t('approvals.deletionCompleted'));
      void query.refetch();
    },
  });
  return (
    <>
      <ApprovalFrame
        title={t('approvals.deletionTitle')}
        notice={notice}
        onCloseNotice={() => setNotice(null)}
        error={complete.error}
      >
        <QueryState query={query}>
          {(data) => (
            <>
              <ApprovalTable
                label={t('approvals.deletionList')}
                minWidth={860}
                rows={data.data}
                columns={[
                  { header: t('approvals.userId'), cell: (r) => r.user_id },
                  {
                    header: t('approvals.name'),
                    cell: (r) => (
                      <>
                        {r.name}
                        <Text size="xs" c="dimmed">
                          {r.email}
                        </Text>
                      </>
                    ),
                  },
                  { header: t('approvals.reason'), cell: (r) => r.reason ?? '-' },
                  { header: t('approvals.requested'), cell: (r) => f.dateTime(r.requested_at) },
                  {
                    header: t('common.status'),
                    cell: (r) => (
                      <Badge color={r.status === 'completed' ? 'gray.8' : 'grape.9'}>
                        {r.status === 'completed' ? t('approvals.completed') : t('approvals.pending')}
                      </Badge>
                    ),
                  },
                  {
                    header: t('approvals.actions'),
                    cell: (r) =>
                      r.status === 'pending' ? (
                        <Button
                          size="xs"
                          color="red.9"
                          aria-label={t('approvals.completeDeletion', { id: r.user_id })}
                          loading={complete.isPending && complete.variables?.params.id === r.id}
                          onClick={() =>
                            confirm.ask(
                              t('approvals.deletionConfirm'),
                              () => complete.mutate({ params: { id: r.id } }),
                              t('approvals.deleteAccount'),
                            )
                          }
                        >
                          {t('approvals.complete')}
                        </Button>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {r.completed_at ? f.dateTime(r.completed_at) : ''}
                        </Text>
                      ),
                  },
                ]}
              />
              {data.last_page > 1 && (
                <Group justify="center" p="sm">
                  <AppPagination total={data.last_page} value={page} onChange={setPage} />
                </Group>
              )}
            </>
          )}
        </QueryState>
      </ApprovalFrame>
      {confirm.modal}
    </>
  );
}
