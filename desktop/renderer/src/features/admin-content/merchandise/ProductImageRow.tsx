import { adminContentContract as api } from '@mahir/shared/contract/admin-content.contract';
import { Group, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RemoveRowButton } from '../../../components/RowActions';
import { UploadField } from '../../../components/UploadField';
import { useUpload } from '../../../lib/use-upload';
import type { ImageRow } from './merchandise-form';

/** One product image: kept only when the server accepts its format, otherwise the row is cleared. */
export function ProductImageRow({
  row,
  index,
  count,
  onChange,
  onRemove,
}: {
  row: ImageRow;
  index: number;
  count: number;
  onChange: (change: Partial<ImageRow>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const upload = useUpload(api.merchandiseUploadImage, {
    onAccepted: (a) => onChange({ url: a.url ?? '', full_url: a.full_url ?? '' }),
    onRejected: () => onChange({ url: '', full_url: '' }),
  });
  return (
    <Group align="flex-end" wrap="nowrap">
      {row.full_url && (
        <Image
          src={row.full_url}
          alt={t('admin.image', { n: index + 1 })}
          w={64}
          h={64}
          fit="cover"
          radius="sm"
        />
      )}
      <div style={{ flex: 1 }}>
        <UploadField
          label={t('admin.image', { n: index + 1 })}
          accept="image/jpeg,image/png"
          state={upload.state}
          detail={row.url ? t('admin.uploaded') : ''}
          onFile={(f) => void upload.start(f)}
        />
      </div>
      <RemoveRowButton count={count} label={t('admin.removeImage', { n: index + 1 })} onRemove={onRemove} />
    </Group>
  );
}
