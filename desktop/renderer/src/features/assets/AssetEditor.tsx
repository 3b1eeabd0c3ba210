import {
  tutorAssetContract as api,
  type DigitalAssetView,
} from '@mahir/shared/contract/tutor-asset.contract';
import { MSG } from '@mahir/shared/messages';
import { missingAssetFields } from '@mahir/shared/rules/authoring-form';
import { useApiMutation } from '@mahir/ui';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLocation } from 'wouter';
import { useConfirm } from '../../components/ConfirmModal';
import { withNotice } from '../../components/RouteNotice';
import { useLookups } from '../courses';
import { AssetSections } from './AssetSections';
import { type AssetFormValues, assetToForm, emptyAsset, formToBody } from './asset-form';

const REQUIRED: Record<string, string> = {
  title: 'Product name is required.',
  category_id: 'Main category is required.',
  sub_category_id: 'Sub category is required.',
  tags: 'At least one tag is required.',
  price_id: 'Price is required.',
  content: 'Description is required.',
  banner_url: 'Preview banner image is required.',
  preview_url: 'Preview file is required.',
};

/** The tutor's digital-asset form; Submit asks for confirmation, then creates or updates (back to review). */
export function AssetEditor({ asset }: { asset: DigitalAssetView | null }) {
  const [, navigate] = useLocation();
  const form = useForm<AssetFormValues>({ initialValues: asset ? assetToForm(asset) : emptyAsset() });
  const v = form.getValues();
  const lookups = useLookups(api, v.category_id);
  const confirm = useConfirm();
  const onError = (err: { errors: Record<string, string[]> }) =>
    form.setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, m]) => [k, m[0]])));
  const back = ({ message }: { message?: string }) => navigate('/tutor/digital-assets', withNotice(message));
  const store = useApiMutation(api.store, { onSuccess: back, onError });
  const update = useApiMutation(api.update, { onSuccess: back, onError });
  const busy = store.isPending || update.isPending || store.isSuccess || update.isSuccess;
  const error = store.error ?? update.error;
  const missing = missingAssetFields({
    title: v.title,
    category_id: v.category_id ? Number(v.category_id) : null,
    sub_category_id: v.sub_category_id ? Number(v.sub_category_id) : null,
    tags: v.tags,
    price_id: v.price_id ? Number(v.price_id) : null,
    content: v.content,
    banner_url: v.preview_banner,
    preview_url: v.preview_url,
  });
  const submit = () => {
    if (missing.length) {
      form.setErrors(Object.fromEntries(missing.map((m) => [m, REQUIRED[m] ?? 'Required'])));
      return;
    }
    confirm.ask(MSG.confirmProceed, () => {
      const body = formToBody(form.getValues());
      if (asset) update.mutate({ body });
      else store.mutate({ body });
    });
  };
  return (
    <Stack>
      {asset?.reject_reason && asset.status_id === 2 && (
        <Alert color="red" title="Reject reason">
          {asset.reject_reason}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error.status === 409 ? error.message : (Object.values(error.errors).flat()[0] ?? error.message)}
        </Alert>
      )}
      {missing.length > 0 && Object.keys(form.errors).length > 0 && (
        <Alert color="red" role="alert">
          {missing.map((m) => REQUIRED[m]).join(' ')}
        </Alert>
      )}
      <AssetSections form={form} lookups={lookups} />
      <Group justify="flex-end">
        <Button onClick={submit} disabled={busy} loading={store.isPending || update.isPending}>
          {asset ? 'Update' : 'Submit'}
        </Button>
      </Group>
      {confirm.modal}
    </Stack>
  );
}
