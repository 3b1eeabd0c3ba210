import type { StoredQueueItem } from '../../../preload/api';
import { desktopBridge } from './bridge';

export type { StoredQueueItem };

const key = (scope: string) => `mahir-upload-queue:${scope}`;

/**
 * Keeps a bulk-upload queue across restarts: in the desktop app through main (a file in the user's data
 * folder), in a browser in localStorage. tus keeps the bytes already sent on the server.
 */
export const queueStore = {
  async load(scope: string): Promise<StoredQueueItem[]> {
    const bridge = desktopBridge();
    if (bridge) return (await bridge.invoke('queue:load', { scope })).items;
    try {
      const raw = localStorage.getItem(key(scope));
      return raw ? (JSON.parse(raw) as StoredQueueItem[]) : [];
    } catch {
      return [];
    }
  },
  async save(scope: string, items: StoredQueueItem[]): Promise<void> {
    const bridge = desktopBridge();
    if (bridge) {
      await bridge.invoke('queue:save', { scope, items });
      return;
    }
    if (items.length === 0) localStorage.removeItem(key(scope));
    else localStorage.setItem(key(scope), JSON.stringify(items));
  },
};
