import { adminContentContract as api } from '@mahir/shared/contract/admin-content.contract';
import { useApiQuery } from '@mahir/ui';
import { useListState } from '@mahir/ui/ListTable';
import { useTranslation } from 'react-i18next';
import { ActiveBadge, AdminList, EditLink } from '../AdminList';

/** Subscription packages. */
export function PackageListPage() {
  const { t } = useTranslation();
  const state = useListState();
  const query = useApiQuery(api.packageList, { query: state.query }, { staleTime: 0 });
  return (
    <AdminList
      title={t('admin.packages')}
      createHref="/admin/packages/create"
      label={t('admin.packages')}
      state={state}
      query={query}
      rowKey={(p) => p.hashslug}
      columns={[
        {
          header: t('admin.name'),
          cell: (p) => <EditLink href={`/admin/packages/${p.hashslug}/edit`}>{p.name}</EditLink>,
        },
        { header: t('admin.price'), cell: (p) => p.price2 },
        { header: t('admin.frequency'), cell: (p) => t('admin.months', { n: p.frequency }) },
        { header: t('admin.subjects'), cell: (p) => p.total_mahir_tutor },
        { header: t('admin.coin'), cell: (p) => p.coin2 },
        {
          header: t('admin.status'),
          cell: (p) => <ActiveBadge active={p.is_active} />,
        },
      ]}
    />
  );
}
