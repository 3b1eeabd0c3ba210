import { adminAssetReviewContract } from '@mahir/shared/contract/admin-review.contract';
import type { DigitalAssetView } from '@mahir/shared/contract/tutor-asset.contract';
import { QueryState, useApiQuery } from '@mahir/ui';
import { Stack, Tabs } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { ProductListTable } from '../../components/ProductListTable';
import { QnaTab } from '../../components/product-tabs/QnaTab';
import { RatingTab } from '../../components/product-tabs/RatingTab';
import { SubscribersTab } from '../../components/product-tabs/SubscribersTab';
import { AssetSections } from '../assets/AssetSections';
import { type AssetFormValues, assetToForm } from '../assets/asset-form';
import { useLookups } from '../courses/use-lookups';
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
            <Tabs defaultValue="view" keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="view">View Digital Asset</Tabs.Tab>
                <Tabs.Tab value="subscribers">Subscribers</Tabs.Tab>
                <Tabs.Tab value="qna">Question &amp; Answer</Tabs.Tab>
                <Tabs.Tab value="rating">Rating &amp; Feedbacks</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="view">
                <ReadOnlyAsset key={course.version} asset={course} />
              </Tabs.Panel>
              <Tabs.Panel value="subscribers">
                <SubscribersTab subscribers={course.subscribers} showProgress={false} />
              </Tabs.Panel>
              <Tabs.Panel value="qna">
                <QnaTab discussions={course.discussions} />
              </Tabs.Panel>
              <Tabs.Panel value="rating">
                <RatingTab rating={course.rating} rates={course.rates} feedbacks={course.feedbacks} />
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </QueryState>
    </>
  );
}
