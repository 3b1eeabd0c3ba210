import type { UploadState } from '@mahir/shared/rules/authoring-form-upload';
import { Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { desktopBridge } from '../lib/bridge';
import { fileKindFor, pickFileNative } from '../lib/pick-folder';

/**
 * A file picker with the spec's three upload states: 'Please Wait...' with a percentage bar, accepted
 * (the detail text and an optional preview/play action), rejected (the server's message in the detail).
 */
export function UploadField({
  label,
  accept,
  state,
  detail,
  onFile,
  action,
  disabled,
  required,
}: {
  label: string;
  accept: string;
  state: UploadState;
  /** What the field shows once accepted: size label, duration or resolution. */
  detail: string;
  onFile: (file: File) => void;
  /** Preview or play button shown when a file is in place. */
  action?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const busy = state.phase === 'uploading';
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={id} size="sm" fw={500}>
        {label}
        {required && (
          <Text span c="red" aria-hidden>
            {' '}
            *
          </Text>
        )}
      </Text>
      <input
        id={id}
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={`file-${label}`}
        disabled={disabled || busy}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUpload size={14} />}
          onClick={async () => {
            // The desktop app uses the native file dialog; a browser its file input.
            if (!desktopBridge()) return input.current?.click();
            const file = await pickFileNative(fileKindFor(accept));
            if (file) onFile(file);
          }}
          disabled={disabled || busy}
          aria-label={t('editor.chooseLabel', { label })}
        >
          {t('editor.chooseFile')}
        </Button>
        {state.phase === 'uploading' ? (
          <Stack gap={2} style={{ flex: 1 }} role="status" aria-live="polite">
            <Text size="xs">{t('editor.pleaseWait', { percent: state.percent })}</Text>
            <Progress value={state.percent} size="sm" aria-label={t('editor.uploadProgress', { label })} />
          </Stack>
        ) : (
          <Text
            size="sm"
            c={state.phase === 'rejected' ? 'red.9' : undefined}
            data-testid={`${label}-detail`}
            role={state.phase === 'rejected' ? 'alert' : undefined}
            style={{ flex: 1 }}
          >
            {state.phase === 'rejected' ? state.message : detail}
          </Text>
        )}
        {state.phase !== 'uploading' && state.phase !== 'rejected' && detail && action}
      </Group>
    </Stack>
  );
}

/** The action of an uploaded file: a link opening it in a new tab ('Preview', 'Open'), or nothing. */
export function OpenLink({ href, label }: { href: string | null | undefined; label?: string }) {
  const { t } = useTranslation();
  if (!href) return null;
  return (
    <Anchor href={href} target="_blank" size="sm">
      {label ?? t('editor.preview')}
    </Anchor>
  );
}

/** A product's banner image (course or digital asset): its resolution once uploaded, and a link to open it. */
export function BannerUploadField({
  label,
  required,
  upload,
  values,
  disabled,
}: {
  label: string;
  required?: boolean;
  upload: { state: UploadState; start: (file: File) => Promise<unknown> };
  values: { banner_resolution: string; preview_banner: string | null; banner_full_url: string | null };
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <UploadField
      label={label}
      required={required}
      accept="image/jpeg,image/png"
      state={upload.state}
      detail={values.banner_resolution || (values.preview_banner ? t('editor.uploaded') : '')}
      onFile={(f) => void upload.start(f)}
      disabled={disabled}
      action={<OpenLink href={values.banner_full_url} />}
    />
  );
}
