import { tutorCourseContract as api } from '@mahir/shared/contract/tutor-course.contract';
import type { UploadState } from '@mahir/shared/rules/authoring-form-upload';
import { Badge, Button, Group, TextInput } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ConfirmModal';
import { RemoveRowButton } from '../../../components/RowActions';
import { UploadField } from '../../../components/UploadField';
import { useUpload } from '../../../lib/use-upload';
import type { ModuleRow } from '../course-form';
import { CaptionsPanel } from './CaptionsPanel';

const TRANSCODE: Record<string, [string, string] | undefined> = {
  pending: ['course.transcoding', 'blue'],
  ready: ['course.renditionsReady', 'mahir'],
  failed: ['course.transcodeFailed', 'red'],
};

/** One module: title, its video (duration, play button, transcoding state) and removal after 'Are you sure?'. */
export function ModuleRowField({
  module,
  label,
  count,
  queued,
  readOnly,
  onChange,
  onRemove,
  onPlay,
}: {
  module: ModuleRow;
  label: string;
  count: number;
  /** The bulk queue's state of this module's file, when it is in the queue. */
  queued?: UploadState;
  readOnly?: boolean;
  onChange: (change: Partial<ModuleRow>) => void;
  onRemove: () => void;
  onPlay: (url: string) => void;
}) {
  const confirm = useConfirm();
  const { t } = useTranslation();
  const upload = useUpload(api.uploadVideo, {
    fields: { preview: 2 },
    resumable: true,
    onAccepted: (a) =>
      onChange({
        url: a.url ?? null,
        full_url: a.full_url ?? null,
        duration: a.duration ?? '',
        size_label: a.label ?? '',
        transcode: 'pending',
        transcode_error: null,
      }),
    onRejected: () => onChange({ url: null, full_url: null, duration: '', size_label: '' }),
  });
  const state = upload.state.phase === 'idle' && queued ? queued : upload.state;
  const badge = TRANSCODE[module.transcode];
  return (
    <Group align="flex-end" wrap="nowrap" gap="sm">
      <TextInput
        label={t('editor.rowTitle', { label })}
        value={module.title}
        disabled={readOnly}
        onChange={(e) => onChange({ title: e.currentTarget.value })}
        style={{ flex: 1 }}
      />
      <div style={{ flex: 1.4 }}>
        <UploadField
          label={t('editor.rowVideo', { label })}
          accept="video/mp4"
          state={state}
          detail={module.duration || (module.url ? t('editor.uploaded') : '')}
          onFile={(f) => void upload.start(f)}
          disabled={readOnly}
          action={
            <Group gap={4} wrap="nowrap">
              {module.full_url && (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlayerPlay size={14} />}
                  onClick={() => module.full_url && onPlay(module.full_url)}
                >
                  {t('editor.play')}
                </Button>
              )}
              {module.id !== null && module.url && (
                <CaptionsPanel moduleId={module.id} title={module.title} />
              )}
              {badge && (
                <Badge color={`${badge[1]}.9`} title={module.transcode_error ?? undefined}>
                  {t(badge[0])}
                </Badge>
              )}
            </Group>
          }
        />
      </div>
      {!readOnly && (
        <RemoveRowButton
          count={count}
          label={t('editor.removeRow', { label })}
          onRemove={() => confirm.ask(t('common.confirmGeneric'), onRemove)}
        />
      )}
      {confirm.modal}
    </Group>
  );
}
