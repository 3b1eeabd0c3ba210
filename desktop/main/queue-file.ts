import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { StoredQueueItem } from '../preload/api';

/** The desktop app's persistent state besides settings: upload queues by scope and the folders picked for them. */
export const QueueFile = z.object({
  queues: z.record(z.string(), z.array(StoredQueueItem)).default({}),
  roots: z.array(z.string()).max(200).default([]),
});
export type QueueFile = z.infer<typeof QueueFile>;

const EMPTY: QueueFile = { queues: {}, roots: [] };

/** Reads the queue file; an unreadable or foreign file counts as empty rather than crashing the app. */
export function readQueueFile(file: string): QueueFile {
  if (!existsSync(file)) return { queues: {}, roots: [] };
  try {
    const parsed = QueueFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : { ...EMPTY, queues: {} };
  } catch {
    return { queues: {}, roots: [] };
  }
}

/** Writes through a temporary file and a rename, so a crash mid-write leaves the previous queue intact. */
export function writeQueueFile(file: string, state: QueueFile): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, JSON.stringify(QueueFile.parse(state)));
  renameSync(tmp, file);
}

/** Replaces one scope's items; an empty list removes the scope. */
export function withQueue(state: QueueFile, scope: string, items: StoredQueueItem[]): QueueFile {
  const queues = { ...state.queues };
  if (items.length === 0) delete queues[scope];
  else queues[scope] = items;
  return { ...state, queues };
}

/** Remembers a picked root (most recent last, at most 200) so its files stay readable after a restart. */
export function withRoot(state: QueueFile, root: string): QueueFile {
  const roots = [...state.roots.filter((r) => r !== root), root].slice(-200);
  return { ...state, roots };
}
