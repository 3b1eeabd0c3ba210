import { tutorAssetContract as api } from '@mahir/shared/contract/tutor-asset.contract';
import { isRefusal, QueryState, RefusalState, useApiQuery } from '@mahir/ui';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '../../components/PageHeader';
import { TutorProductListPage } from '../../components/ProductListTable';
import { learnerTabs, ProductTabs } from '../../components/product-tabs/ProductTabs';
import { AssetEditor } from './AssetEditor';

/** The tutor's digital assets. */
export function AssetListPage() {
  const { t } = useTranslation();
  return (
    <TutorProductListPage
      title={t('asset.digitalAssets')}
      addHref="/tutor/digital-assets/create"
      addLabel={t('asset.addDigitalAsset')}
      route={api.list}
      label={t('asset.digitalAssetsLabel')}
      href={(r) => `/tutor/digital-assets/${r.hashslug}/edit`}
    />
  );
}

/** Creating a digital asset. */
export function AssetCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('asset.addDigitalAsset')} />
      <AssetEditor asset={null} />
    </>
  );
}

/** Editing a digital asset: Edit Digital Asset, and when published Subscribers, Q&A, Rating & Feedbacks. */
export function AssetEditPage({ hashslug }: { hashslug: string }) {
  // As for courses: the form starts from the asset as saved, never an earlier visit's copy.
  const query = useApiQuery(api.hashslug, { body: { hashslug } }, { staleTime: 0, gcTime: 0 });
  const { t } = useTranslation();
  if (isRefusal(query.error))
    return (
      <>
        <PageHeader title={t('asset.editDigitalAsset')} />
        <RefusalState error={query.error}>
          <Anchor component={Link} href="/tutor/digital-assets" size="sm">
            {t('asset.backToList')}
          </Anchor>
        </RefusalState>
      </>
    );
  return (
    <>
      <PageHeader title={t('asset.editDigitalAsset')} />
      <QueryState query={query}>
        {({ course }) => (
          <ProductTabs
            defaultValue="edit"
            tabs={[
              {
                value: 'edit',
                label: t('asset.editDigitalAsset'),
                panel: <AssetEditor key={course.version} asset={course} />,
              },
              ...learnerTabs(course, { hidden: course.status_id !== 1 }),
            ]}
          />
        )}
      </QueryState>
    </>
  );
}
