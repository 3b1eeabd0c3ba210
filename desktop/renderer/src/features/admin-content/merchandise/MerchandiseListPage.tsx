import { adminContentContract as api } from '@mahir/shared/contract/admin-content.contract';
import { useApiQuery } from '@mahir/ui';
import { useListState } from '@mahir/ui/ListTable';
import { useTranslation } from 'react-i18next';
import { ActiveBadge, AdminList, EditLink } from '../AdminList';

/** Merchandise products. */
export function MerchandiseListPage() {
  const { t } = useTranslation();
  const state = useListState();
  const query = useApiQuery(api.merchandiseList, { query: state.query }, { staleTime: 0 });
  return (
    <AdminList
      title={t('admin.merchandise')}
      createHref="/admin/merchandise/create"
      label={t('admin.merchandise')}
      state={state}
      query={query}
      rowKey={(m) => m.hashslug}
      columns={[
        {
          header: t('admin.name'),
          cell: (m) => <EditLink href={`/admin/merchandise/${m.hashslug}/edit`}>{m.name}</EditLink>,
        },
        { header: t('admin.price'), cell: (m) => `RM ${m.price}` },
        { header: t('admin.images'), cell: (m) => m.galleries.length },
        {
          header: t('admin.status'),
          cell: (m) => <ActiveBadge active={m.status_id === 1} />,
        },
      ]}
    />
  );
}
