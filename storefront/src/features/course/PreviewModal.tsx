import { Modal } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GUARDED_VIDEO } from '../../lib/guarded-media';

/**
 * The course's video preview (spec 001 "Video course page"): mp4 with controls and no download.
 * Escape and a click outside close the modal; the video is paused first so no sound keeps playing. The modal
 * stays mounted, so the video loads once; every opening starts playback explicitly (autoplay alone does
 * nothing once the element has already loaded).
 */
export function PreviewModal({
  opened,
  onClose,
  src,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  src: string;
  title: string;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const close = () => {
    video.current?.pause();
    onClose();
  };
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (opened) el.play().catch(() => undefined);
    else el.pause();
  }, [opened]);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('media.previewOf', { title })}
      size="xl"
      keepMounted
      closeOnEscape
      closeOnClickOutside
      closeButtonProps={{ 'aria-label': t('course.closePreview') }}
    >
      {/* Tutors upload preview clips without caption tracks. */}
      <video
        ref={video}
        src={src}
        {...GUARDED_VIDEO}
        style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8 }}
        data-testid="preview-video"
      />
    </Modal>
  );
}
