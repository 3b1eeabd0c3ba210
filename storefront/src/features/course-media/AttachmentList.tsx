import { ApiError, type VodCourseAttachment } from '@mahir/shared';
import { isInlineAudio } from '@mahir/shared/rules/media-file';
import { useApi } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconDownload, IconFile, IconMusic } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTitle, LockIcon } from './MediaRowIcons';

function AttachmentTitle({ item, icon }: { item: VodCourseAttachment; icon: typeof IconFile }) {
  return <FileTitle icon={icon} title={item.title} extension={item.extension} sizeName={item.size_name} />;
}

function AudioAttachment({ item }: { item: VodCourseAttachment }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid="attachment-audio">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <AttachmentTitle item={item} icon={IconMusic} />
        {!item.file_url && <LockIcon label={t('media.lockedListen')} />}
      </Group>
      {item.file_url && (
        // biome-ignore lint/a11y/useMediaCaption: audio attachments are uploaded without transcripts
        <audio
          src={item.file_url}
          controls
          preload="none"
          controlsList="nodownload"
          onContextMenu={(e) => e.preventDefault()}
          aria-label={item.title}
          style={{ width: '100%' }}
        />
      )}
    </Stack>
  );
}

function FileAttachment({ item, onError }: { item: VodCourseAttachment; onError: (m: string) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  if (!item.file_url)
    return (
      <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="attachment-file">
        <AttachmentTitle item={item} icon={IconFile} />
        <LockIcon label={t('media.lockedDownload')} />
      </Group>
    );
  const download = async () => {
    setBusy(true);
    try {
      const file = await api.data(routes.media.attachmentFile, { params: { hashslug: item.hashslug } });
      window.location.assign(file.url);
    } catch (err) {
      onError(err instanceof ApiError ? err.message : t('media.serverError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="attachment-file">
      <AttachmentTitle item={item} icon={IconFile} />
      <Button
        size="xs"
        loading={busy}
        onClick={download}
        leftSection={<IconDownload size={14} aria-hidden />}
        aria-label={t('media.downloadItem', { title: item.title, size: item.size_name })}
      >
        {t('media.download')}
      </Button>
    </Group>
  );
}

/** 'Senarai Dokumen/Audio': documents download, mp3 files play inline; both only for subscribers. */
export function AttachmentList({ attachments }: { attachments: VodCourseAttachment[] }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  if (attachments.length === 0) return null;
  return (
    <Card padding="lg" component="section" aria-labelledby="attachments-title">
      <Title order={2} size="h4" id="attachments-title" mb="sm">
        {t('media.attachments')}
      </Title>
      {error && (
        <Alert
          color="red"
          role="alert"
          mb="sm"
          withCloseButton
          closeButtonLabel="Tutup"
          onClose={() => setError(null)}
        >
          {error}
        </Alert>
      )}
      <Stack gap="sm">
        {attachments.map((item) =>
          isInlineAudio(item.extension) ? (
            <AudioAttachment key={item.hashslug} item={item} />
          ) : (
            <FileAttachment key={item.hashslug} item={item} onError={setError} />
          ),
        )}
      </Stack>
    </Card>
  );
}
