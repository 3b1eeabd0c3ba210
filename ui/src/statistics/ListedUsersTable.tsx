import { type HrListedUser, truncateName } from '@mahir/shared';
import { Button, Group, ScrollArea, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AppPagination } from '../AppPagination';
import { DataTable } from '../DataTable';
import { useUiLanguage } from '../language';
import { EmptyState, ErrorState, LoadingState } from '../StateViews';

/** A page of listed users as the statistics routes answer it. */
export interface ListedUsersPage<U> {
  data: U[];
  current_page: number;
  last_page: number;
}

/** Where the table reads its listed users: a page of them for a name/email search, in the screen's month. */
export interface ListedUsersSource<U extends HrListedUser> {
  queryKey(page: number, search: string): readonly unknown[];
  load(page: number, search: string): Promise<ListedUsersPage<U>>;
}

/** A column a screen adds before the actions (the back office's modules per language). */
export interface ExtraColumn<U> {
  key: string;
  header: ReactNode;
  cell(user: U): ReactNode;
}

const nowrap = { whiteSpace: 'nowrap' } as const;
const RIGHT = { ta: 'right' } as const;

/**
 * The listed users of a statistics screen: name/email search, paging, logins in the month, the latest login,
 * and 'Display Chart' and 'Remove User' per row. The screen asks for confirmation and removes.
 */
export function ListedUsersTable<U extends HrListedUser>({
  source,
  extraColumns = [],
  minWidth = 760,
  onDisplayChart,
  onRemove,
}: {
  source: ListedUsersSource<U>;
  extraColumns?: ExtraColumn<U>[];
  minWidth?: number;
  onDisplayChart: (user: { id: number; name: string }) => void;
  onRemove: (user: { id: number; name: string }) => void;
}) {
  const { t, formatDate } = useUiLanguage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: source.queryKey(page, debounced),
    queryFn: () => source.load(page, debounced),
    placeholderData: keepPreviousData,
  });
  const result = query.data;
  return (
    <>
      <TextInput
        label={t('statistics.searchNameEmail')}
        placeholder={t('statistics.searchNameEmail')}
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
        <EmptyState message={debounced ? t('statistics.noRecord') : t('statistics.noRecordYet')} />
      ) : (
        <ScrollArea type="auto">
          <DataTable
            striped
            highlightOnHover
            miw={minWidth}
            verticalSpacing="sm"
            aria-label={t('statistics.listedTitle')}
            rows={result.data}
            rowKey={(u) => u.id}
            columns={[
              {
                header: t('statistics.name'),
                cell: (u) => truncateName(u.name, 40),
                td: (u) => ({ title: u.name }),
              },
              { header: t('statistics.email'), cell: (u) => u.email },
              { header: t('statistics.totalLogin'), cell: (u) => u.statistics_count, th: RIGHT, td: RIGHT },
              {
                header: t('statistics.lastLogin'),
                cell: (u) => (u.statistic_latest ? formatDate(u.statistic_latest.created_at, true) : '-'),
                th: { style: nowrap },
                td: { style: nowrap },
              },
              ...extraColumns.map((c) => ({
                key: c.key,
                header: c.header,
                cell: c.cell,
                th: RIGHT,
                td: RIGHT,
              })),
              {
                header: t('statistics.action'),
                cell: (u) => (
                  // One above the other: side by side they pushed Remove User out of a 1280 px window.
                  <Stack gap={4} align="stretch">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onDisplayChart({ id: u.id, name: u.name })}
                      aria-label={`${t('statistics.displayChart')}: ${u.name}`}
                    >
                      {t('statistics.displayChart')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.9"
                      onClick={() => onRemove({ id: u.id, name: u.name })}
                      aria-label={`${t('statistics.removeUser')}: ${u.name}`}
                    >
                      {t('statistics.removeUser')}
                    </Button>
                  </Stack>
                ),
              },
            ]}
          />
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
