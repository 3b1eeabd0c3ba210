import { HR_TEXT, type HrListedUser, MSG, truncateName } from '@mahir/shared';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { Button, Group, ScrollArea, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState, useApiMutation, useApiQuery } from '../../ui';
import { AppPagination } from '../../ui/AppPagination';
import { routes } from '../../ui/routes';
import { ConfirmModal } from '../subscription/ConfirmModal';

/** The listed users of the HR user's company: search, counts for the month, Display Chart and Remove User. */
export function ListedUsersTable({
  month,
  year,
  onDisplayChart,
  onRemoved,
}: {
  month: number;
  year: number;
  onDisplayChart: (user: { id: number; name: string }) => void;
  onRemoved: (userId: number, message: string) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<HrListedUser | null>(null);
  const query = useApiQuery(
    routes.hrStatistics.listed,
    { query: { page }, body: { search: debounced || undefined, month, year } },
    { placeholderData: keepPreviousData },
  );
  const remove = useApiMutation(routes.hrStatistics.removeUser, {
    onSuccess: ({ message }, { body }) => onRemoved(Number(body.user_id), message ?? MSG.hrUserRemoved),
    // Spec 001 §8: statistics failures go to the console only.
    onError: (err) => console.error('statistic/remove_user failed', err),
  });

  const result = query.data;
  return (
    <>
      <TextInput
        label={MSG.searchNameEmail}
        placeholder={MSG.searchNameEmail}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
        mb="md"
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError || !result ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : result.data.length === 0 ? (
        <EmptyState message={debounced ? MSG.noRecord : MSG.noRecordAddedOrLogin} />
      ) : (
        <ScrollArea type="auto">
          <Table striped highlightOnHover miw={760} verticalSpacing="sm" aria-label={HR_TEXT.listedTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{HR_TEXT.columns.name}</Table.Th>
                <Table.Th>{HR_TEXT.columns.email}</Table.Th>
                <Table.Th ta="right">{HR_TEXT.columns.totalLogin}</Table.Th>
                <Table.Th>{HR_TEXT.columns.lastLogin}</Table.Th>
                <Table.Th>{HR_TEXT.columns.action}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.data.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td title={u.name}>{truncateName(u.name, 40)}</Table.Td>
                  <Table.Td>{u.email}</Table.Td>
                  <Table.Td ta="right">{u.statistics_count}</Table.Td>
                  <Table.Td>
                    {u.statistic_latest ? formatMalaysiaDate(u.statistic_latest.created_at, true) : '-'}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => onDisplayChart({ id: u.id, name: u.name })}
                        aria-label={`${MSG.displayChart}: ${u.name}`}
                      >
                        {MSG.displayChart}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        color="red.9"
                        onClick={() => setRemoving(u)}
                        aria-label={`${MSG.removeUser}: ${u.name}`}
                      >
                        {MSG.removeUser}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {result && result.last_page > 1 && (
        <Group justify="center" mt="md">
          <AppPagination total={result.last_page} value={result.current_page} onChange={setPage} />
        </Group>
      )}
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={MSG.removeUser}
        message={removing ? HR_TEXT.confirmRemove(removing.name) : ''}
        onConfirm={() => removing && remove.mutate({ body: { user_id: removing.id } })}
      />
    </>
  );
}
