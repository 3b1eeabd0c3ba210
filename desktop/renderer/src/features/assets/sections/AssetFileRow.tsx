import type { RouteDef } from '@mahir/shared/contract/route';
import type { UploadAnswer } from '@mahir/shared/contract/tutor-upload.contract';
import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RemoveRowButton } from '../../../components/RowActions';
import { OpenLink, UploadField } from '../../../components/UploadField';
import { useUpload } from '../../../lib/use-upload';

/** A titled file row (e-book, sub-topic, photo): title, upload with its state, open link, remove when more than one. */
export function AssetFileRow({
  name,
  title,
  onTitle,
  route,
  accept,
  detail,
  fullUrl,
  count,
  onAccepted,
  onRejected,
  onRemove,
  readOnly,
}: {
  name: string;
  title: string;
  onTitle: (title: string) => void;
  route: RouteDef;
  accept: string;
  detail: string;
  fullUrl: string;
  count: number;
  onAccepted: (a: UploadAnswer) => void;
  onRejected: () => void;
  onRemove: () => void;
  readOnly?: boolean;
}) {
  const upload = useUpload(route, { resumable: true, onAccepted, onRejected });
  const { t } = useTranslation();
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput
        label={t('editor.rowTitle', { label: name })}
        required
        value={title}
        disabled={readOnly}
        onChange={(e) => onTitle(e.currentTarget.value)}
        style={{ flex: 1 }}
      />
      <div style={{ flex: 1.4 }}>
        <UploadField
          label={t('editor.rowFile', { label: name })}
          required
          accept={accept}
          state={upload.state}
          detail={detail}
          onFile={(f) => void upload.start(f)}
          disabled={readOnly}
          action={<OpenLink href={fullUrl} />}
        />
      </div>
      {!readOnly && (
        <RemoveRowButton count={count} label={t('editor.removeRow', { label: name })} onRemove={onRemove} />
      )}
    </Group>
  );
}
