import type { UploadState } from '@mahir/shared/rules/authoring-form-upload';
import { Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The banner image drop area: drop or click to choose one jpeg/png up to 10 MB (1920 x 1080 recommended). */
export function BannerDropArea({
  state,
  previewUrl,
  detail,
  onFile,
}: {
  state: UploadState;
  previewUrl: string | null;
  detail: string;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <Stack gap={4}>
      <Paper
        withBorder
        p="lg"
        role="button"
        tabIndex={0}
        aria-label={t('admin.bannerImageDropArea')}
        style={{
          borderStyle: 'dashed',
          background: over ? 'var(--mantine-color-mahir-0)' : undefined,
          cursor: 'pointer',
        }}
        onClick={() => input.current?.click()}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          const file = e.dataTransfer.files[0];
          if (file) onFile(file);
        }}
      >
        <Stack align="center" gap={4}>
          {previewUrl ? (
            <Image src={previewUrl} alt={t('admin.bannerPreview')} mah={160} fit="contain" />
          ) : (
            <IconPhotoUp size={36} aria-hidden />
          )}
          <Text size="sm">{t('admin.dropImage')}</Text>
        </Stack>
      </Paper>
      <input
        ref={input}
        type="file"
        hidden
        accept="image/jpeg,image/png"
        aria-label={t('admin.bannerImage')}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      {state.phase === 'uploading' ? (
        <Stack gap={2} role="status">
          <Text size="xs">{t('admin.pleaseWait', { percent: state.percent })}</Text>
          <Progress value={state.percent} size="sm" aria-label={t('admin.bannerUploadProgress')} />
        </Stack>
      ) : (
        <Text
          size="sm"
          c={state.phase === 'rejected' ? 'red.9' : undefined}
          role={state.phase === 'rejected' ? 'alert' : undefined}
          data-testid="banner-detail"
        >
          {state.phase === 'rejected' ? state.message : detail}
        </Text>
      )}
    </Stack>
  );
}
