import { APPROVAL_TEXT, approvalsContract as api } from '@mahir/shared/contract/approvals.contract';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { QueryState, SuccessAlert, useApiMutation, useApiQuery } from '@mahir/ui';
import { Alert, Button, Card, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useConfirm } from '../../components/ConfirmModal';
import { PageHeader } from '../../components/PageHeader';
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
      <PageHeader title="Reseller Registrations" />
      <SuccessAlert message={notice} onClose={() => setNotice(null)} />
      {error && (
        <Alert color="red" role="alert" mb="sm">
          {error.message}
        </Alert>
      )}
      <Card withBorder padding={0}>
        <QueryState query={query}>
          {({ registrations }) => (
            <Table.ScrollContainer minWidth={800}>
              <Table striped verticalSpacing="sm" aria-label="Reseller registrations">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>No</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Phone</Table.Th>
                    <Table.Th>Bank</Table.Th>
                    <Table.Th>Registered</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {registrations.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={7}>
                        <Text ta="center" c="dimmed">
                          {APPROVAL_TEXT.noRecord}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {registrations.map((r, i) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{i + 1}</Table.Td>
                      <Table.Td>{r.name}</Table.Td>
                      <Table.Td>{r.email}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.phone_no ?? '-'}</Table.Td>
                      <Table.Td>
                        {r.bank_name ?? '-'}
                        <Text size="xs" c="dimmed">
                          {r.account_no} {r.account_holder && `(${r.account_holder})`}
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatMalaysiaDate(r.created_at, true)}</Table.Td>
                      <Table.Td>
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
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
      </Card>
      <Modal
        opened={declining !== null}
        onClose={() => setDeclining(null)}
        title={`Decline ${declining?.name ?? ''}`}
      >
        <Stack>
          <Textarea
            label="Reason"
            required
            autosize
            minRows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={decline.error?.field('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeclining(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              disabled={!reason.trim() || decline.isPending}
              onClick={() => {
                const id = declining?.id;
                if (id !== undefined)
                  confirm.ask(APPROVAL_TEXT.declineConfirm, () => decline.mutate({ body: { id, reason } }));
              }}
            >
              Decline
            </Button>
          </Group>
        </Stack>
      </Modal>
      {confirm.modal}
    </>
  );
}
