import type { paged } from '@mahir/shared/contract/fields';
import type { RouteDef } from '@mahir/shared/contract/route';
import type { CourseListQuery, CourseListRow } from '@mahir/shared/contract/tutor-course.contract';
import { AppPagination, EmptyState, QueryState, useApiQuery } from '@mahir/ui';
import { DataTable } from '@mahir/ui/DataTable';
import { Anchor, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { z } from 'zod';
import { PageHeader } from './PageHeader';
import { RouteNotice } from './RouteNotice';
import { StatusBadge } from './StatusBadge';

/** A paged list route of courses or digital assets (tutor or admin). */
export type ListRoute = RouteDef<
  undefined,
  typeof CourseListQuery,
  undefined,
  ReturnType<typeof paged<typeof CourseListRow>>
>;

/** The status filter's choices: all, then the review statuses (0 pending, 1 published, 2 rejected, 3 draft). */
const FILTERS = ['all', '0', '1', '2', '3'] as const;

/** A paged list of courses or digital assets with status filter and search; each title links to its page. */
export function ProductListTable({
  route,
  href,
  label,
  showAuthor,
}: {
  route: ListRoute;
  href: (row: z.infer<typeof CourseListRow>) => string;
  label: string;
  showAuthor?: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('all');
  const [search, setSearch] = useState('');
  const query = useApiQuery(
    route,
    { query: { page, status: status === 'all' ? undefined : Number(status), search: search || undefined } },
    { staleTime: 0 },
  );
  return (
    <Stack>
      <Group justify="space-between">
        <SegmentedControl
          data={FILTERS.map((value) => ({ value, label: t(`products.filter.${value}`) }))}
          value={status}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
          aria-label={t('products.status')}
        />
        <TextInput
          aria-label={t('products.search')}
          placeholder={t('products.searchTitle')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      <QueryState query={query} isEmpty={(d) => d.data.length === 0} empty={<EmptyState />}>
        {(data) => (
          <>
            <DataTable
              striped
              aria-label={label}
              rows={data.data}
              rowKey={(row) => row.hashslug}
              columns={[
                {
                  header: t('products.title'),
                  cell: (row) => (
                    <Anchor component={Link} href={href(row)}>
                      {row.title}
                    </Anchor>
                  ),
                },
                { header: t('products.category'), cell: (row) => row.category },
                showAuthor && { header: t('products.author'), cell: (row) => row.user.name },
                { header: t('products.status'), cell: (row) => <StatusBadge status={row.status_id} /> },
                { header: t('products.updated'), cell: (row) => row.updated_at.slice(0, 10) },
              ]}
            />
            <Group justify="space-between">
              <Text size="sm">{t('products.total', { total: data.total })}</Text>
              {data.last_page > 1 && <AppPagination total={data.last_page} value={page} onChange={setPage} />}
            </Group>
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/** A tutor's list page of their own products: the title with its Add button, the route's notice, the list. */
export function TutorProductListPage({
  title,
  addHref,
  addLabel,
  ...list
}: {
  title: string;
  addHref: string;
  addLabel: string;
  route: ListRoute;
  href: (row: z.infer<typeof CourseListRow>) => string;
  label: string;
}) {
  return (
    <>
      <PageHeader title={title}>
        <Button component={Link} href={addHref}>
          {addLabel}
        </Button>
      </PageHeader>
      <RouteNotice />
      <ProductListTable {...list} />
    </>
  );
}
