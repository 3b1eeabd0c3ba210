import { useRef } from 'react';
import type { DownloadRecord } from './offline-db';
import { queueOffline } from './offline-outbox-store';

/** Seconds of playback between two queued position reports. */
const REPORT_EVERY_SECONDS = 10;

/**
 * A downloaded module played from the device: the service worker answers its local URL from the account's
 * cache (with Range, so it seeks). Where the learner stops and "watched" at the end go into the offline queue,
 * sent once when the connection returns (`onQueued` lets the page send at once when online).
 */
export function OfflineVideo({ record, onQueued }: { record: DownloadRecord; onQueued: () => void }) {
  const lastReport = useRef(0);
  const report = (seconds: number) => {
    if (!(seconds > 0) || seconds === lastReport.current) return;
    lastReport.current = seconds;
    void queueOffline(record.user_id, {
      kind: 'position',
      course_id: record.course_id,
      module_id: record.module_id,
      position: Math.floor(seconds),
    }).then(onQueued);
  };
  return (
    // biome-ignore lint/a11y/useMediaCaption: captions are not downloaded yet (docs/learning.md, left undone).
    <video
      key={record.key}
      src={record.local_url}
      controls
      autoPlay
      playsInline
      data-testid="offline-video"
      style={{ width: '100%', maxHeight: '60vh', background: '#000', borderRadius: 8 }}
      onTimeUpdate={(e) => {
        const t = e.currentTarget.currentTime;
        if (Math.abs(t - lastReport.current) >= REPORT_EVERY_SECONDS) report(t);
      }}
      onPause={(e) => report(e.currentTarget.currentTime)}
      onEnded={() => {
        if (record.subscriber_id === null) return;
        void queueOffline(record.user_id, {
          kind: 'watched',
          course_id: record.course_id,
          subscriber_id: record.subscriber_id,
          module_id: record.module_id,
        }).then(onQueued);
      }}
    />
  );
}
