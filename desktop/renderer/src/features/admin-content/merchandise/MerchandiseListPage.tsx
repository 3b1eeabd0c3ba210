import { adminContentContract as api } from '@mahir/shared/contract/admin-content.contract';
import { useApiQuery } from '@mahir/ui';
import { useListState } from '@mahir/ui/ListTable';
import { ActiveBadge, AdminList, EditLink } from '../AdminList';

/** Merchandise products. */
export function MerchandiseListPage() {
  const state = useListState();
  const query = useApiQuery(api.merchandiseList, { query: state.query }, { staleTime: 0 });
  return (
    <AdminList
      title="Merchandise"
      createHref="/admin/merchandise/create"
      label="Merchandise"
      state={state}
      query={query}
      rowKey={(m) => m.hashslug}
      columns={[
        {
          header: 'Name',
          cell: (m) => <EditLink href={`/admin/merchandise/${m.hashslug}/edit`}>{m.name}</EditLink>,
        },
        { header: 'Price', cell: (m) => `RM ${m.price}` },
        { header: 'Images', cell: (m) => m.galleries.length },
        {
          header: 'Status',
          cell: (m) => <ActiveBadge active={m.status_id === 1} />,
        },
      ]}
    />
  );
}
