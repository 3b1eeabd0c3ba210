import { adminContentContract as api } from '@mahir/shared/contract/admin-content.contract';
import { useApiQuery } from '@mahir/ui';
import { useListState } from '@mahir/ui/ListTable';
import { ActiveBadge, AdminList, EditLink } from '../AdminList';

/** Subscription packages. */
export function PackageListPage() {
  const state = useListState();
  const query = useApiQuery(api.packageList, { query: state.query }, { staleTime: 0 });
  return (
    <AdminList
      title="Packages"
      createHref="/admin/packages/create"
      label="Packages"
      state={state}
      query={query}
      rowKey={(p) => p.hashslug}
      columns={[
        {
          header: 'Name',
          cell: (p) => <EditLink href={`/admin/packages/${p.hashslug}/edit`}>{p.name}</EditLink>,
        },
        { header: 'Price', cell: (p) => p.price2 },
        { header: 'Frequency', cell: (p) => `${p.frequency} month(s)` },
        { header: 'Subjects', cell: (p) => p.total_mahir_tutor },
        { header: 'Coin', cell: (p) => p.coin2 },
        {
          header: 'Status',
          cell: (p) => <ActiveBadge active={p.is_active} />,
        },
      ]}
    />
  );
}
