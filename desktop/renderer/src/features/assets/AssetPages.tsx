import { tutorAssetContract as api } from '@mahir/shared/contract/tutor-asset.contract';
import { isRefusal, QueryState, RefusalState, useApiQuery } from '@mahir/ui';
import { Anchor } from '@mantine/core';
import { Link } from 'wouter';
import { PageHeader } from '../../components/PageHeader';
import { TutorProductListPage } from '../../components/ProductListTable';
import { learnerTabs, ProductTabs } from '../../components/product-tabs/ProductTabs';
import { AssetEditor } from './AssetEditor';

/** The tutor's digital assets. */
export function AssetListPage() {
  return (
    <TutorProductListPage
      title="Digital Assets"
      addHref="/tutor/digital-assets/create"
      addLabel="Add Digital Asset"
      route={api.list}
      label="Digital assets"
      href={(r) => `/tutor/digital-assets/${r.hashslug}/edit`}
    />
  );
}

/** Creating a digital asset. */
export function AssetCreatePage() {
  return (
    <>
      <PageHeader title="Add Digital Asset" />
      <AssetEditor asset={null} />
    </>
  );
}

/** Editing a digital asset: Edit Digital Asset, and when published Subscribers, Q&A, Rating & Feedbacks. */
export function AssetEditPage({ hashslug }: { hashslug: string }) {
  // As for courses: the form starts from the asset as saved, never an earlier visit's copy.
  const query = useApiQuery(api.hashslug, { body: { hashslug } }, { staleTime: 0, gcTime: 0 });
  if (isRefusal(query.error))
    return (
      <>
        <PageHeader title="Edit Digital Asset" />
        <RefusalState error={query.error}>
          <Anchor component={Link} href="/tutor/digital-assets" size="sm">
            Back to Digital Assets
          </Anchor>
        </RefusalState>
      </>
    );
  return (
    <>
      <PageHeader title="Edit Digital Asset" />
      <QueryState query={query}>
        {({ course }) => (
          <ProductTabs
            defaultValue="edit"
            tabs={[
              {
                value: 'edit',
                label: 'Edit Digital Asset',
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
