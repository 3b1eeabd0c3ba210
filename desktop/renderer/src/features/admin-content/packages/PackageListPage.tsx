import { adminContentContract as api } from '@mahir/shared/contract/admin-content.contract';
import { useApiQuery } from '@mahir/ui';
import { Anchor, Badge, Button } from '@mantine/core';
import { Link } from 'wouter';
import { PageHeader } from '../../../components/PageHeader';
import { AdminListTable, useListState } from '../AdminListTable';

/** Subscription packages. */
export function PackageListPage() {
  const state = useListState();
  const query = useApiQuery(api.packageList, { query: state.query }, { staleTime: 0 });
  return (
    <>
      <PageHeader title="Packages">
        <Button component={Link} href="/admin/packages/create">
          Add New
        </Button>
      </PageHeader>
      <AdminListTable
        label="Packages"
        state={state}
        query={query}
        rowKey={(p) => p.hashslug}
        columns={[
          {
            header: 'Name',
            cell: (p) => (
              <Anchor component={Link} href={`/admin/packages/${p.hashslug}/edit`}>
                {p.name}
              </Anchor>
            ),
          },
          { header: 'Price', cell: (p) => p.price2 },
          { header: 'Frequency', cell: (p) => `${p.frequency} month(s)` },
          { header: 'Subjects', cell: (p) => p.total_mahir_tutor },
          { header: 'Coin', cell: (p) => p.coin2 },
          {
            header: 'Status',
            cell: (p) => (
              <Badge color={p.is_active ? 'mahir.8' : 'gray.7'}>{p.is_active ? 'ACTIVE' : 'INACTIVE'}</Badge>
            ),
          },
        ]}
      />
    </>
  );
}
