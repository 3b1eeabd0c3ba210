import { tutorAssetContract as api } from '@mahir/shared/contract/tutor-asset.contract';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';
import { TagField } from '../../../components/TagField';
import { BannerUploadField, OpenLink, UploadField } from '../../../components/UploadField';
import { useUpload } from '../../../lib/use-upload';
import type { LookupSectionProps } from '../../courses';
import { DiscountFields } from '../../courses';
import { type AssetFormValues, applyCategory } from '../asset-form';

/** Product info: name, categories (the switch rule), tags, price, discount, preview file and banner. */
export function ProductInfoCard({ form, lookups, readOnly }: LookupSectionProps<AssetFormValues>) {
  const v = form.getValues();
  const preview = useUpload(api.uploadPreview, {
    fields: { category_id: Number(v.category_id) },
    resumable: true,
    onAccepted: (a) =>
      form.setValues({
        preview_url: a.url ?? '',
        preview_full_url: a.full_url ?? '',
        preview_label: a.label ?? '',
        preview_size: a.size ?? null,
        preview_type: a.type ?? '',
      }),
    onRejected: () =>
      form.setValues({
        preview_url: '',
        preview_full_url: '',
        preview_label: '',
        preview_size: null,
        preview_type: '',
      }),
  });
  const banner = useUpload(api.uploadBanner, {
    fields: { preview: 1 },
    onAccepted: (a) =>
      form.setValues({
        preview_banner: a.url ?? '',
        banner_full_url: a.full_url ?? '',
        banner_resolution: a.resolution ?? '',
      }),
    onRejected: () => form.setValues({ preview_banner: '', banner_full_url: '', banner_resolution: '' }),
  });
  const err = form.errors;
  const { t } = useTranslation();
  return (
    <FormSection id="product-info" title={t('asset.productInfo')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput
          label={t('asset.productName')}
          required
          disabled={readOnly}
          {...form.getInputProps('title')}
        />
        <Select
          label={t('asset.mainCategory')}
          required
          clearable
          disabled={readOnly}
          data={lookups.categories}
          value={v.category_id}
          error={err.category_id}
          onChange={(c) => form.setValues(applyCategory(form.getValues(), c))}
        />
        <Select
          label={t('editor.subCategory')}
          required
          disabled={readOnly || !v.category_id}
          data={lookups.subCategories}
          {...form.getInputProps('sub_category_id')}
        />
        <TagField
          value={v.tags}
          disabled={readOnly}
          error={err.tags as string | undefined}
          onChange={(tags) => form.setFieldValue('tags', tags)}
        />
        <Select
          label={t('editor.price')}
          required
          disabled={readOnly}
          data={lookups.prices}
          {...form.getInputProps('price_id')}
        />
        <DiscountFields field={form.getInputProps} active={v.discount_active} readOnly={readOnly} />
        {v.category_id && (
          <UploadField
            label={lookups.previewLabel ?? t('asset.previewFile')}
            required
            accept={
              v.category_id === '8'
                ? '.mp3,audio/mpeg'
                : v.category_id === '9'
                  ? 'image/jpeg,image/png'
                  : '.pdf,application/pdf'
            }
            state={preview.state}
            detail={v.preview_label}
            onFile={(f) => void preview.start(f)}
            disabled={readOnly}
            action={<OpenLink href={v.preview_full_url} />}
          />
        )}
        <BannerUploadField
          label={t('asset.previewBanner')}
          required
          upload={banner}
          values={v}
          disabled={readOnly}
        />
      </SimpleGrid>
    </FormSection>
  );
}
