import { privacyContract as api, PRIVACY_TEXT } from '@mahir/shared/contract/privacy.contract';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { AppPagination, QueryState, useApiMutation, useApiQuery } from '@mahir/ui';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useConfirm } from '../../components/ConfirmModal';
import { ApprovalFrame, ApprovalTable } from './ApprovalTable';

const CONFIRM =
  'Delete this account? Its profile, addresses, sign-ins, second factors and mail are removed or anonymised, and it can no longer log in. Orders, payments, invoices and payouts are kept with the buyer anonymised. This cannot be undone.';

/**
 * Account deletion requests (PDPA 2010, issue 20), waiting ones first. Completing one (after a confirmation)
 * anonymises and closes the account and mails the address it had.
 */
export function DeletionRequestsPage() {
  const [page, setPage] = useState(1);
  const query = useApiQuery(api.adminDeletionRequests, { query: { page } }, { staleTime: 0 });
  const confirm = useConfirm();
  const [notice, setNotice] = useState<string | null>(null);
  const complete = useApiMutation(api.completeDeletion, {
    onSuccess: ({ message }) => {
      setNotice(message ?? PRIVACY_TEXT.deletionCompleted);
      void query.refetch();
    },
  });
  return (
    <>
      <ApprovalFrame
        title="Account Deletion Requests"
        notice={notice}
        onCloseNotice={() => setNotice(null)}
        error={complete.error}
      >
        <QueryState query={query}>
          {(data) => (
            <>
              <ApprovalTable
                label="Account deletion requests"
                minWidth={860}
                rows={data.data}
                columns={[
                  { header: 'User ID', cell: (r) => r.user_id },
                  {
                    header: 'Name',
                    cell: (r) => (
                      <>
                        {r.name}
                        <Text size="xs" c="dimmed">
                          {r.email}
                        </Text>
                      </>
                    ),
                  },
                  { header: 'Reason', cell: (r) => r.reason ?? '-' },
                  { header: 'Requested', cell: (r) => formatMalaysiaDate(r.requested_at, true) },
                  {
                    header: 'Status',
                    cell: (r) => (
                      <Badge color={r.status === 'completed' ? 'gray.8' : 'grape.9'}>
                        {r.status === 'completed' ? 'COMPLETED' : 'PENDING'}
                      </Badge>
                    ),
                  },
                  {
                    header: 'Actions',
                    cell: (r) =>
                      r.status === 'pending' ? (
                        <Button
                          size="xs"
                          color="red.9"
                          aria-label={`Complete deletion of user ${r.user_id}`}
                          loading={complete.isPending && complete.variables?.params.id === r.id}
                          onClick={() =>
                            confirm.ask(
                              CONFIRM,
                              () => complete.mutate({ params: { id: r.id } }),
                              'Delete account',
                            )
                          }
                        >
                          Complete
                        </Button>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {r.completed_at ? formatMalaysiaDate(r.completed_at, true) : ''}
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
