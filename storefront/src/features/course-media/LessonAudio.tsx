import type { Ref } from 'react';

/**
 * An audio lesson or preview playing at once: no download button and no context menu (the file is the
 * tutor's to sell), full width. Audio is uploaded without transcripts, so it carries no caption track.
 */
export function LessonAudio({
  src,
  title,
  testId,
  ref,
}: {
  src: string;
  title: string;
  testId: string;
  ref?: Ref<HTMLAudioElement>;
}) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: audio lessons and previews are uploaded without transcripts
    <audio
      ref={ref}
      src={src}
      controls
      autoPlay
      preload="metadata"
      controlsList="nodownload"
      onContextMenu={(e) => e.preventDefault()}
      aria-label={title}
      data-testid={testId}
      style={{ width: '100%' }}
    />
  );
}
