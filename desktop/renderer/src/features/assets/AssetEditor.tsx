import {
  tutorAssetContract as api,
  type DigitalAssetView,
} from '@mahir/shared/contract/tutor-asset.contract';
import { missingAssetFields } from '@mahir/shared/rules/authoring-form';
import { useApiMutation } from '@mahir/ui';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useConfirm } from '../../components/ConfirmModal';
import { withNotice } from '../../components/RouteNotice';
import { useLookups } from '../courses';
import { AssetSections } from './AssetSections';
import { type AssetFormValues, assetToForm, emptyAsset, formToBody } from './asset-form';

/** The fields the form requires before it is sent; each has its `asset.required.*` text. */
const REQUIRED = new Set([
  'title',
  'category_id',
  'sub_category_id',
  'tags',
  'price_id',
  'content',
  'banner_url',
  'preview_url',
]);

/** The tutor's digital-asset form; Submit asks for confirmation, then creates or updates (back to review). */
export function AssetEditor({ asset }: { asset: DigitalAssetView | null }) {
  const [, navigate] = useLocation();
  const form = useForm<AssetFormValues>({ initialValues: asset ? assetToForm(asset) : emptyAsset() });
  const v = form.getValues();
  const lookups = useLookups(api, v.category_id);
  const confirm = useConfirm();
  const { t } = useTranslation();
  const requiredText = (field: string) =>
    REQUIRED.has(field) ? t(`asset.required.${field}`) : t('editor.required');
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
      form.setErrors(Object.fromEntries(missing.map((m) => [m, requiredText(m)])));
      return;
    }
    confirm.ask(t('common.confirmProceed'), () => {
      const body = formToBody(form.getValues());
      if (asset) update.mutate({ body });
      else store.mutate({ body });
    });
  };
  return (
    <Stack>
      {asset?.reject_reason && asset.status_id === 2 && (
        <Alert color="red" title={t('review.rejectReason')}>
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
          {missing.map(requiredText).join(' ')}
        </Alert>
      )}
      <AssetSections form={form} lookups={lookups} />
      <Group justify="flex-end">
        <Button onClick={submit} disabled={busy} loading={store.isPending || update.isPending}>
          {asset ? t('editor.update') : t('editor.submit')}
        </Button>
      </Group>
      {confirm.modal}
    </Stack>
  );
}
