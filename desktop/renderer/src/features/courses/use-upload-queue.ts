import { tutorCourseContract as api } from '@mahir/shared/contract/tutor-course.contract';
import type { UploadAnswer } from '@mahir/shared/contract/tutor-upload.contract';
import { nextUploads, queuePercent } from '@mahir/shared/rules/authoring-form-import';
import { uploadOutcome } from '@mahir/shared/rules/authoring-form-upload';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queueStore, type StoredQueueItem } from '../../lib/queue-store';
import { uploadToRoute } from '../../lib/upload';

export type QueueStatus = StoredQueueItem['status'];

export interface QueueItem {
  /** The module row the file fills. */
  key: string;
  path: string;
  name: string;
  size: number;
  sent: number;
  status: QueueStatus;
  message: string | null;
}

/**
 * The bulk-upload queue: module videos upload a few at a time (large ones through tus), each with its
 * progress, and can be paused, resumed and retried. Its state is stored so a restart can pick up where it
 * stopped.
 */
export function useUploadQueue(
  scope: string,
  onAccepted: (key: string, answer: UploadAnswer) => void,
  onRejected: (key: string, message: string) => void,
) {
  const [items, setItems] = useState<QueueItem[]>([]);
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const answers = useRef(new Map<string, UploadAnswer>());
  const callbacks = useRef({ onAccepted, onRejected });
  callbacks.current = { onAccepted, onRejected };

  const patch = useCallback((key: string, change: Partial<QueueItem>) => {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }, []);

  // Persist what a restart needs (paths, sizes, statuses, finished answers) when a status changes, not on every byte.
  const statusKey = items.map((i) => `${i.key}:${i.status}`).join('|');
  const latestItems = useRef(items);
  latestItems.current = items;
  useEffect(() => {
    const list = latestItems.current;
    if (!statusKey || list.length === 0) return;
    const stored: StoredQueueItem[] = list.map((i) => ({
      path: i.path,
      size: i.size,
      status: i.status === 'uploading' ? 'paused' : i.status,
      answer: answers.current.get(i.key),
    }));
    void queueStore.save(scope, stored);
  }, [statusKey, scope]);

  const run = useCallback(
    async (item: QueueItem) => {
      const file = files.current.get(item.key);
      if (!file) {
        patch(item.key, { status: 'paused', message: 'Pick the folder again to resume this file.' });
        return;
      }
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      patch(item.key, { status: 'uploading', message: null });
      try {
        const answer = await uploadToRoute({
          route: api.uploadVideo,
          file,
          fields: { preview: 2 },
          resumable: true,
          signal: controller.signal,
          onProgress: (percent) => patch(item.key, { sent: Math.floor((percent / 100) * item.size) }),
        });
        const outcome = uploadOutcome(answer);
        if (outcome.phase === 'accepted') {
          answers.current.set(item.key, answer);
          patch(item.key, { status: 'done', sent: item.size });
          callbacks.current.onAccepted(item.key, answer);
        } else if (outcome.phase === 'rejected') {
          patch(item.key, { status: 'failed', message: outcome.message });
          callbacks.current.onRejected(item.key, outcome.message);
        }
      } catch (err) {
        if (controller.signal.aborted) patch(item.key, { status: 'paused' });
        else
          patch(item.key, {
            status: 'failed',
            message: err instanceof Error ? err.message : 'Upload failed.',
          });
      } finally {
        controllers.current.delete(item.key);
      }
    },
    [patch],
  );

  // A few uploads at once, started in order; one already started is never started twice.
  useEffect(() => {
    for (const next of nextUploads(items)) if (!controllers.current.has(next.key)) void run(next);
  }, [items, run]);

  /** Adds picked files (module row key, file); files finished before a restart are filled without uploading. */
  const enqueue = useCallback(
    async (entries: { key: string; path: string; file: File }[]) => {
      const stored = await queueStore.load(scope);
      const added: QueueItem[] = [];
      for (const e of entries) {
        files.current.set(e.key, e.file);
        const before = stored.find((s) => s.path === e.path && s.size === e.file.size);
        if (before?.status === 'done' && before.answer) {
          answers.current.set(e.key, before.answer);
          callbacks.current.onAccepted(e.key, before.answer);
        }
        added.push({
          key: e.key,
          path: e.path,
          name: e.file.name,
          size: e.file.size,
          sent: before?.status === 'done' ? e.file.size : 0,
          status: before?.status === 'done' ? 'done' : 'queued',
          message: null,
        });
      }
      setItems((list) => [...list.filter((i) => !added.some((a) => a.key === i.key)), ...added]);
    },
    [scope],
  );

  return {
    items,
    overall: queuePercent(items),
    enqueue,
    pause: (key: string) => controllers.current.get(key)?.abort(),
    resume: (key: string) => patch(key, { status: 'queued', message: null }),
    retry: (key: string) => patch(key, { status: 'queued', message: null, sent: 0 }),
    clear: () => {
      setItems([]);
      answers.current.clear();
      void queueStore.save(scope, []);
    },
  };
}
