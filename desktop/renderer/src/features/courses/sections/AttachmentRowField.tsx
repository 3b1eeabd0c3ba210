import { tutorCourseContract as api } from '@mahir/shared/contract/tutor-course.contract';
import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RemoveRowButton } from '../../../components/RowActions';
import { OpenLink, UploadField } from '../../../components/UploadField';
import { useUpload } from '../../../lib/use-upload';
import type { AttachmentRow } from '../course-form';

/** One document: title and file (size label, open link). */
export function AttachmentRowField({
  row,
  index,
  count,
  readOnly,
  onChange,
  onRemove,
}: {
  row: AttachmentRow;
  index: number;
  count: number;
  readOnly?: boolean;
  onChange: (change: Partial<AttachmentRow>) => void;
  onRemove: () => void;
}) {
  const upload = useUpload(api.uploadAttachment, {
    onAccepted: (a, file) =>
      onChange({
        url: a.url ?? '',
        full_url: a.full_url ?? '',
        label: a.label ?? '',
        title: row.title || file.name.replace(/\.[^.]+$/, ''),
      }),
    onRejected: () => onChange({ url: '', full_url: '', label: '' }),
  });
  const { t } = useTranslation();
  const name = t('course.document', { n: index + 1 });
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput
        label={t('editor.rowTitle', { label: name })}
        value={row.title}
        disabled={readOnly}
        onChange={(e) => onChange({ title: e.currentTarget.value })}
        style={{ flex: 1 }}
      />
      <div style={{ flex: 1.4 }}>
        <UploadField
          label={t('editor.rowFile', { label: name })}
          accept=".pdf,.epub,.zip,.mp3,.jpg,.jpeg,.png"
          state={upload.state}
          detail={row.label}
          onFile={(f) => void upload.start(f)}
          disabled={readOnly}
          action={<OpenLink href={row.full_url} label={t('editor.open')} />}
        />
      </div>
      {!readOnly && (
        <RemoveRowButton count={count} label={t('editor.removeRow', { label: name })} onRemove={onRemove} />
      )}
    </Group>
  );
}
