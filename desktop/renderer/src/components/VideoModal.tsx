import { Modal } from '@mantine/core';

/** The video modal for previews and modules. */
export function VideoModal({ url, onClose }: { url: string | null; onClose: () => void }) {
  return (
    <Modal opened={url !== null} onClose={onClose} title="Video" size="xl">
      {url && (
        // biome-ignore lint/a11y/useMediaCaption: tutors' own uploads carry no caption track
        <video src={url} controls autoPlay style={{ width: '100%' }} />
      )}
    </Modal>
  );
}
