import type { Ref } from 'react';
import { GUARDED_MEDIA } from '../../lib/guarded-media';

/**
 * An audio lesson or preview playing at once, guarded like every player (GUARDED_MEDIA), full width.
 */
export function LessonAudio({
  src,
  title,
  testId,
  ref,
  onPause,
  onTimeUpdate,
}: {
  src: string;
  title: string;
  testId: string;
  ref?: Ref<HTMLAudioElement>;
  onPause?: () => void;
  onTimeUpdate?: (seconds: number) => void;
}) {
  return (
    // Audio lessons and previews are uploaded without transcripts: no caption track.
    <audio
      ref={ref}
      src={src}
      {...GUARDED_MEDIA}
      autoPlay
      onPause={onPause}
      onTimeUpdate={(e) => onTimeUpdate?.(e.currentTarget.currentTime)}
      aria-label={title}
      data-testid={testId}
      style={{ width: '100%' }}
    />
  );
}
