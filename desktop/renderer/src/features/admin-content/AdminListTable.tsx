import { AppPagination, EmptyState, QueryState } from '@mahir/ui';
import { Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';

export interface Paged<T> {
  data: T[];
  total: number;
  per_page: number;
  last_page: number;
}

/** Paging and search state of an admin list; `query` is what the list route takes. */
export function useListState(perPage = 20) {
  const [page, setPage] = useState(1);
  const [per, setPer] = useState(perPage);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  return {
    page,
    setPage,
    per,
    setPer: (n: number) => {
      setPer(n);
      setPage(1);
    },
    typed,
    setTyped,
    search: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    clear: () => {
      setTyped('');
      setSearch('');
      setPage(1);
    },
    query: { page, per_page: per, search: search || undefined },
  };
}

export interface Column<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
}

/** An admin list: search with Clear, the table (or 'No record'), per-page, paging and 'Total: n'. */
export function AdminListTable<T>({
  label,
  state,
  query,
  columns,
  rowKey,
  searchable = true,
}: {
  label: string;
  state: ReturnType<typeof useListState>;
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: Paged<T> | undefined;
    refetch: () => unknown;
  };
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  searchable?: boolean;
}) {
  return (
    <Stack>
      {searchable && (
        <Group gap="xs">
          <TextInput
            aria-label="Search"
            placeholder="Search"
            value={state.typed}
            onChange={(e) => state.setTyped(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && state.search(state.typed)}
          />
          <Button variant="light" onClick={() => state.search(state.typed)}>
            Search
          </Button>
          <Button variant="default" onClick={state.clear}>
            Clear
          </Button>
        </Group>
      )}
      <QueryState query={query} isEmpty={(d) => d.data.length === 0} empty={<EmptyState />}>
        {(data) => (
          <>
            <Table striped aria-label={label}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.header}>{c.header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((row, i) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <Table.Td key={c.header}>{c.cell(row, i)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group justify="space-between">
              <Group gap="xs">
                <Text size="sm">Total: {data.total}</Text>
                <Select
                  aria-label="Per page"
                  w={90}
                  size="xs"
                  data={['10', '20', '50', '100']}
                  value={String(state.per)}
                  onChange={(v) => v && state.setPer(Number(v))}
                  allowDeselect={false}
                />
              </Group>
              {data.last_page > 1 && (
                <AppPagination total={data.last_page} value={state.page} onChange={state.setPage} />
              )}
            </Group>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
