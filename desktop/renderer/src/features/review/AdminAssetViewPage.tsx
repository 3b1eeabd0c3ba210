import { adminAssetReviewContract } from '@mahir/shared/contract/admin-review.contract';
import type { DigitalAssetView } from '@mahir/shared/contract/tutor-asset.contract';
import { QueryState, useApiQuery } from '@mahir/ui';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { ProductListTable } from '../../components/ProductListTable';
import { learnerTabs, ProductTabs } from '../../components/product-tabs/ProductTabs';
import { type AssetFormValues, AssetSections, assetToForm } from '../assets';
import { useLookups } from '../courses';
import { ReviewActions } from './ReviewActions';
import { ReviewHeader, useReviewOutcome } from './ReviewHeader';

const api = adminAssetReviewContract;

/** Digital assets for review. */
export function AdminAssetListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('asset.digitalAssets')} />
      <ProductListTable
        route={api.list}
        label={t('asset.digitalAssetsLabel')}
        showAuthor
        href={(r) => `/admin/digital-assets/${r.hashslug}`}
      />
    </>
  );
}

function ReadOnlyAsset({ asset }: { asset: DigitalAssetView }) {
  const form = useForm<AssetFormValues>({ initialValues: assetToForm(asset) });
  const lookups = useLookups(api, form.getValues().category_id);
  return (
    <Stack>
      <AssetSections form={form} lookups={lookups} readOnly />
    </Stack>
  );
}

/** Admin view of a digital asset: read-only with the tabs; Publish and Reject while pending. */
export function AdminAssetViewPage({ hashslug }: { hashslug: string }) {
  const query = useApiQuery(api.hashslug, { body: { hashslug } }, { staleTime: 0 });
  const outcome = useReviewOutcome(query.refetch);
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('asset.viewDigitalAsset')} />
      <QueryState query={query}>
        {({ course }) => (
          <>
            <ReviewHeader
              item={course}
              listHref="/admin/digital-assets"
              listRoute={api.list}
              outcome={outcome}
            >
              {course.status_id === 0 && (
                <ReviewActions route={api.review} hashslug={course.hashslug} onDone={outcome.done} />
              )}
            </ReviewHeader>
            <ProductTabs
              defaultValue="view"
              tabs={[
                {
                  value: 'view',
                  label: t('asset.viewDigitalAsset'),
                  panel: <ReadOnlyAsset key={course.version} asset={course} />,
                },
                ...learnerTabs(course, {}),
              ]}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
