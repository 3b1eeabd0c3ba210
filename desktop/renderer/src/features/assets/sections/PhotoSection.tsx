import { tutorAssetContract as api } from '@mahir/shared/contract/tutor-asset.contract';
import { removeRow } from '@mahir/shared/rules/authoring-form';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';
import type { SectionProps } from '../../courses';
import { type AssetFormValues, blankPhoto, type PhotoRow } from '../asset-form';
import { AssetFileRow } from './AssetFileRow';

/** Stock photo section (category 9): title and file (jpg, png or zip) with its resolution. */
export function PhotoSection({ form, readOnly }: SectionProps<AssetFormValues>) {
  const v = form.getValues();
  const { t } = useTranslation();
  const set = (i: number, change: Partial<PhotoRow>) =>
    form.setFieldValue(
      'photos',
      form.getValues().photos.map((p, k) => (k === i ? { ...p, ...change } : p)),
    );
  return (
    <FormSection id="photo-section" title={t('asset.stockPhotos')}>
      <Stack>
        {v.photos.map((p, i) => (
          <AssetFileRow
            key={p.key}
            name={t('asset.photoN', { n: i + 1 })}
            title={p.sfoto_title}
            onTitle={(sfoto_title) => set(i, { sfoto_title })}
            route={api.uploadStokfoto}
            accept=".jpg,.jpeg,.png,.zip,image/jpeg,image/png,application/zip"
            detail={p.sfoto_resolution}
            fullUrl={p.full_url}
            count={v.photos.length}
            readOnly={readOnly}
            onAccepted={(a) =>
              set(i, {
                sfoto_url: a.url ?? '',
                sfoto_resolution: a.resolution ?? a.label ?? '',
                full_url: a.full_url ?? '',
              })
            }
            onRejected={() => set(i, { sfoto_url: '', sfoto_resolution: '', full_url: '' })}
            onRemove={() => {
              const { rows, deletes } = removeRow(v.photos, i, v.photo_deletes);
              form.setValues({ photos: rows, photo_deletes: deletes });
            }}
          />
        ))}
        {!readOnly && (
          <Button
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.setFieldValue('photos', [...v.photos, blankPhoto()])}
          >
            {t('asset.addPhoto')}
          </Button>
        )}
      </Stack>
    </FormSection>
  );
}
