import type { paged } from '@mahir/shared/contract/fields';
import type { RouteDef } from '@mahir/shared/contract/route';
import type { CourseListQuery, CourseListRow } from '@mahir/shared/contract/tutor-course.contract';
import { AppPagination, EmptyState, QueryState, useApiQuery } from '@mahir/ui';
import { Anchor, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod';
import { StatusBadge } from './StatusBadge';

/** A paged list route of courses or digital assets (tutor or admin). */
export type ListRoute = RouteDef<
  undefined,
  typeof CourseListQuery,
  undefined,
  ReturnType<typeof paged<typeof CourseListRow>>
>;

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: '0', label: 'Pending' },
  { value: '1', label: 'Published' },
  { value: '2', label: 'Rejected' },
  { value: '3', label: 'Draft' },
];

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
          data={FILTERS}
          value={status}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
          aria-label="Status"
        />
        <TextInput
          aria-label="Search"
          placeholder="Search title"
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
            <Table striped aria-label={label}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Category</Table.Th>
                  {showAuthor && <Table.Th>Author</Table.Th>}
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Updated</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((row) => (
                  <Table.Tr key={row.hashslug}>
                    <Table.Td>
                      <Anchor component={Link} href={href(row)}>
                        {row.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{row.category}</Table.Td>
                    {showAuthor && <Table.Td>{row.user.name}</Table.Td>}
                    <Table.Td>
                      <StatusBadge status={row.status_id} />
                    </Table.Td>
                    <Table.Td>{row.updated_at.slice(0, 10)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group justify="space-between">
              <Text size="sm">Total: {data.total}</Text>
              {data.last_page > 1 && <AppPagination total={data.last_page} value={page} onChange={setPage} />}
            </Group>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
