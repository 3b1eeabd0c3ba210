import { APPROVAL_TEXT, approvalsContract as api } from '@mahir/shared/contract/approvals.contract';
import { formatRM } from '@mahir/shared/money/ringgit';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { QueryState, SuccessAlert, useApiMutation, useApiQuery } from '@mahir/ui';
import { Alert, Badge, Button, Card, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useConfirm } from '../../components/ConfirmModal';
import { PageHeader } from '../../components/PageHeader';
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
      <PageHeader title="Subscription Cancellation" />
      <SuccessAlert message={notice} onClose={() => setNotice(null)} />
      {approve.error && (
        <Alert color="red" role="alert" mb="sm">
          {approve.error.message}
        </Alert>
      )}
      <Card withBorder padding={0}>
        <QueryState query={query}>
          {({ cancellations }) => (
            <Table.ScrollContainer minWidth={860}>
              <Table striped verticalSpacing="sm" aria-label="Cancellation requests">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>No</Table.Th>
                    <Table.Th>Order ID</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Package</Table.Th>
                    <Table.Th>Amount (RM)</Table.Th>
                    <Table.Th>Requested</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {cancellations.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={8}>
                        <Text ta="center" c="dimmed">
                          {APPROVAL_TEXT.noRecord}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {cancellations.map((c, i) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>{i + 1}</Table.Td>
                      <Table.Td>{c.order_id}</Table.Td>
                      <Table.Td>
                        {c.name}
                        <Text size="xs" c="dimmed">
                          {c.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>{c.package ?? '-'}</Table.Td>
                      <Table.Td>{formatRM(c.grand_total)}</Table.Td>
                      <Table.Td>{formatMalaysiaDate(c.created_at, true)}</Table.Td>
                      <Table.Td>
                        <Badge color={c.status === 'approved' ? 'gray.8' : 'grape.9'}>
                          {c.status === 'approved' ? 'APPROVED' : 'PENDING'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {c.status === 'pending' ? (
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
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
      </Card>
      {confirm.modal}
    </>
  );
}
