import { HR_TEXT, LANGUAGES, MSG, truncateName } from '@mahir/shared';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { AppPagination, EmptyState, ErrorState, LoadingState } from '@mahir/storefront/ui';
import { Button, Group, ScrollArea, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type GroupCalls, groupKeys, type Period } from './group-calls';

/** The listed users of the group: name/email search, paging, logins, modules per language and actions. */
export function GroupUsersTable({
  calls,
  groupId,
  period,
  onDisplayChart,
  onRemove,
}: {
  calls: GroupCalls;
  groupId: number;
  period: Period;
  onDisplayChart: (userId: number) => void;
  onRemove: (user: { id: number; name: string }) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: groupKeys.listed(calls.variant, groupId, page, debounced, period),
    queryFn: () => calls.listed(groupId, page, debounced, period),
    placeholderData: keepPreviousData,
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
          <Table striped highlightOnHover miw={980} verticalSpacing="sm" aria-label={HR_TEXT.listedTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{HR_TEXT.columns.name}</Table.Th>
                <Table.Th>{HR_TEXT.columns.email}</Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {HR_TEXT.columns.totalLogin}
                </Table.Th>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>{HR_TEXT.columns.lastLogin}</Table.Th>
                {LANGUAGES.map((lang) => (
                  <Table.Th key={lang} ta="right">
                    {lang.toUpperCase()}
                  </Table.Th>
                ))}
                <Table.Th>{HR_TEXT.columns.action}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.data.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td title={u.name}>{truncateName(u.name, 40)}</Table.Td>
                  <Table.Td>{u.email}</Table.Td>
                  <Table.Td ta="right">{u.statistics_count}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {u.statistic_latest ? formatMalaysiaDate(u.statistic_latest.created_at, true) : '-'}
                  </Table.Td>
                  {LANGUAGES.map((lang) => (
                    <Table.Td key={lang} ta="right">
                      {u[lang]}%
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => onDisplayChart(u.id)}
                        aria-label={`${MSG.displayChart}: ${u.name}`}
                      >
                        {MSG.displayChart}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        color="red.9"
                        onClick={() => onRemove({ id: u.id, name: u.name })}
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
    </>
  );
}
