import { adminContentContract as api } from '@mahir/shared/contract/admin-content.contract';
import { useApiQuery } from '@mahir/ui';
import { Anchor, Badge, Button } from '@mantine/core';
import { Link } from 'wouter';
import { PageHeader } from '../../../components/PageHeader';
import { AdminListTable, useListState } from '../AdminListTable';

/** Merchandise products. */
export function MerchandiseListPage() {
  const state = useListState();
  const query = useApiQuery(api.merchandiseList, { query: state.query }, { staleTime: 0 });
  return (
    <>
      <PageHeader title="Merchandise">
        <Button component={Link} href="/admin/merchandise/create">
          Add New
        </Button>
      </PageHeader>
      <AdminListTable
        label="Merchandise"
        state={state}
        query={query}
        rowKey={(m) => m.hashslug}
        columns={[
          {
            header: 'Name',
            cell: (m) => (
              <Anchor component={Link} href={`/admin/merchandise/${m.hashslug}/edit`}>
                {m.name}
              </Anchor>
            ),
          },
          { header: 'Price', cell: (m) => `RM ${m.price}` },
          { header: 'Images', cell: (m) => m.galleries.length },
          {
            header: 'Status',
            cell: (m) => (
              <Badge color={m.status_id === 1 ? 'mahir.8' : 'gray.7'}>
                {m.status_id === 1 ? 'ACTIVE' : 'INACTIVE'}
              </Badge>
            ),
          },
        ]}
      />
    </>
  );
}
