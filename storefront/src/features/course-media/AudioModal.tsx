import { Modal } from '@mantine/core';

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
  return (
    <Modal
      opened={track !== null}
      onClose={onClose}
      title={track?.title}
      size="md"
      closeOnEscape
      closeOnClickOutside
      closeButtonProps={{ 'aria-label': 'Tutup' }}
    >
      {track && (
        // biome-ignore lint/a11y/useMediaCaption: audio previews are uploaded without transcripts
        <audio
          src={track.url}
          controls
          autoPlay
          preload="metadata"
          controlsList="nodownload"
          onContextMenu={(e) => e.preventDefault()}
          aria-label={track.title}
          data-testid="preview-audio"
          style={{ width: '100%' }}
        />
      )}
    </Modal>
  );
}
