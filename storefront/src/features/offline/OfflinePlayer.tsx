import { useRef } from 'react';
import { LessonAudio } from '../course-media';
import type { DownloadRecord } from './offline-db';
import { queueOffline } from './offline-outbox-store';

/** Seconds of playback between two queued position reports. */
const REPORT_EVERY_SECONDS = 10;

/**
 * Queues where the learner stops in a downloaded module or audio part (every 10 s and on pause), sent once
 * when the connection returns.
 */
function useQueuedPosition(record: DownloadRecord, onQueued: () => void) {
  const lastReport = useRef(0);
  const report = (seconds: number) => {
    if (!(seconds > 0) || seconds === lastReport.current) return;
    lastReport.current = seconds;
    const position = Math.floor(seconds);
    const queued =
      record.kind === 'audio' && record.hashslug
        ? queueOffline(record.user_id, {
            kind: 'audio_position',
            course_id: record.course_id,
            hashslug: record.hashslug,
            position,
          })
        : queueOffline(record.user_id, {
            kind: 'position',
            course_id: record.course_id,
            module_id: record.module_id,
            position,
          });
    void queued.then(onQueued);
  };
  return {
    onTimeUpdate: (seconds: number) => {
      if (Math.abs(seconds - lastReport.current) >= REPORT_EVERY_SECONDS) report(seconds);
    },
    onPause: (seconds: number) => report(seconds),
  };
}

/**
 * A downloaded module or audio part played from the device: the service worker answers its local URL from the
 * account's cache (with Range, so it seeks), and a module's kept caption tracks, offered in the player's
 * captions menu. Where the learner stops, and "watched" at the end of a module, go
 * into the offline queue, sent once when the connection returns (`onQueued` lets the page send at once when
 * online). An audio part plays in the course page's own audio player.
 */
export function OfflinePlayer({ record, onQueued }: { record: DownloadRecord; onQueued: () => void }) {
  const kept = useQueuedPosition(record, onQueued);
  const audio = useRef<HTMLAudioElement>(null);
  if (record.kind === 'audio')
    return (
      <LessonAudio
        key={record.key}
        ref={audio}
        src={record.local_url}
        title={record.title}
        testId="offline-audio"
        onTimeUpdate={kept.onTimeUpdate}
        onPause={() => kept.onPause(audio.current?.currentTime ?? 0)}
      />
    );
  return (
    // biome-ignore lint/a11y/useMediaCaption: the module's kept tracks are mapped below (subtitles, as online).
    <video
      key={record.key}
      src={record.local_url}
      controls
      autoPlay
      playsInline
      data-testid="offline-video"
      style={{ width: '100%', maxHeight: '60vh', background: '#000', borderRadius: 8 }}
      onTimeUpdate={(e) => kept.onTimeUpdate(e.currentTarget.currentTime)}
      onPause={(e) => kept.onPause(e.currentTarget.currentTime)}
      onEnded={() => {
        if (record.subscriber_id === null) return;
        void queueOffline(record.user_id, {
          kind: 'watched',
          course_id: record.course_id,
          subscriber_id: record.subscriber_id,
          module_id: record.module_id,
        }).then(onQueued);
      }}
    >
      {(record.captions ?? []).map((c) => (
        <track key={c.lang} kind="subtitles" src={c.local_url} srcLang={c.lang} label={c.label} />
      ))}
    </video>
  );
}
