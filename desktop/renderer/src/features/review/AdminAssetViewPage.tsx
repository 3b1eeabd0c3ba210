import { adminAssetReviewContract } from '@mahir/shared/contract/admin-review.contract';
import type { DigitalAssetView } from '@mahir/shared/contract/tutor-asset.contract';
import { QueryState, useApiQuery } from '@mahir/ui';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { ProductListTable } from '../../components/ProductListTable';
import { learnerTabs, ProductTabs } from '../../components/product-tabs/ProductTabs';
import { type AssetFormValues, AssetSections, assetToForm } from '../assets';
import { useLookups } from '../courses';
import { NextPendingLink } from './NextPendingLink';
import { ReviewActions } from './ReviewActions';
import { ReviewHeader } from './ReviewHeader';

const api = adminAssetReviewContract;

/** Digital assets for review. */
export function AdminAssetListPage() {
  return (
    <>
      <PageHeader title="Digital Assets" />
      <ProductListTable
        route={api.list}
        label="Digital assets"
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
  const [notice, setNotice] = useState<string | null>(null);
  const [acted, setActed] = useState(false);
  return (
    <>
      <PageHeader title="View Digital Asset" />
      <QueryState query={query}>
        {({ course }) => (
          <>
            <ReviewHeader
              back="/admin/digital-assets"
              author={course.user.name}
              status={course.status_id}
              rejectReason={course.reject_reason}
              notice={notice}
              onCloseNotice={() => setNotice(null)}
              next={
                acted && (
                  <NextPendingLink
                    route={api.list}
                    current={course.hashslug}
                    href={(h) => `/admin/digital-assets/${h}`}
                  />
                )
              }
            >
              {course.status_id === 0 && (
                <ReviewActions
                  route={api.review}
                  hashslug={course.hashslug}
                  onDone={(m) => {
                    setNotice(m);
                    setActed(true);
                    void query.refetch();
                  }}
                />
              )}
            </ReviewHeader>
            <ProductTabs
              defaultValue="view"
              tabs={[
                {
                  value: 'view',
                  label: 'View Digital Asset',
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
