import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LessonAudio } from './LessonAudio';

/** An audio to play in the modal. */
export interface AudioTrack {
  url: string;
  title: string;
}

/**
 * The audio modal (the course's audio preview). It is open while `track` is set; Escape, the backdrop or the
 * close button clear `track`, which removes the player at once, so the sound stops and nothing stays loaded.
 */
export function AudioModal({ track, onClose }: { track: AudioTrack | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={track !== null}
      onClose={onClose}
      title={track?.title}
      size="md"
      closeOnEscape
      closeOnClickOutside
      closeButtonProps={{ 'aria-label': t('media.close') }}
    >
      {track && <LessonAudio src={track.url} title={track.title} testId="preview-audio" />}
    </Modal>
  );
}
