import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AppPagination } from './AppPagination';
import { type Column, DataTable } from './DataTable';
import { useUiLanguage } from './language';
import { EmptyState, QueryState } from './StateViews';

export interface Paged<T> {
  data: T[];
  total: number;
  per_page: number;
  last_page: number;
}

/** Paging and search state of a list table; `query` is what the list route takes. */
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

/** What a `ListTable` shows: the list route's query, its paging state and the columns. */
export interface ListTableProps<T> {
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
}

/** A paged list: search with Clear, the table (or 'No record'), per-page, paging and 'Total: n'. */
export function ListTable<T>({ label, state, query, columns, rowKey, searchable = true }: ListTableProps<T>) {
  const { t } = useUiLanguage();
  return (
    <Stack>
      {searchable && (
        <Group gap="xs">
          <TextInput
            aria-label={t('listTable.search')}
            placeholder={t('listTable.search')}
            value={state.typed}
            onChange={(e) => state.setTyped(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && state.search(state.typed)}
          />
          <Button variant="light" onClick={() => state.search(state.typed)}>
            {t('listTable.search')}
          </Button>
          <Button variant="default" onClick={state.clear}>
            {t('listTable.clear')}
          </Button>
        </Group>
      )}
      <QueryState query={query} isEmpty={(d) => d.data.length === 0} empty={<EmptyState />}>
        {(data) => (
          <>
            <DataTable striped aria-label={label} columns={columns} rows={data.data} rowKey={rowKey} />
            <Group justify="space-between">
              <Group gap="xs">
                <Text size="sm">{t('listTable.total', { total: data.total })}</Text>
                <Select
                  aria-label={t('listTable.perPage')}
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
