import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The video modal for previews and modules. */
export function VideoModal({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={url !== null} onClose={onClose} title={t('editor.video')} size="xl">
      {url && (
        // biome-ignore lint/a11y/useMediaCaption: tutors' own uploads carry no caption track
        <video src={url} controls autoPlay style={{ width: '100%' }} />
      )}
    </Modal>
  );
}
