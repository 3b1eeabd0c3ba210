import { z } from 'zod';
import {
  type DesktopSettings,
  FileKind,
  type IpcChannel,
  type IpcMap,
  type PickedFolder,
  QueueLoadRequest,
  QueueSaveRequest,
  ReadFileRequest,
  SavePdfRequest,
} from '../preload/api';
import { resolveInside } from './folder-scan';
import { type QueueFile, withQueue, withRoot } from './queue-file';
import { normaliseServerUrl } from './settings';

/** Largest file handed to the renderer in one piece (the server's own cap on videos). */
export const MAX_READ_BYTES = 2 * 1024 * 1024 * 1024;

/** What the handlers need from Electron and the disk, so they can be tested without Electron. */
export interface HandlerEnv {
  version: string;
  platform: string;
  getSettings(): DesktopSettings;
  saveSettings(settings: DesktopSettings): void;
  askSavePath(suggestedName: string): Promise<string | null>;
  writeFile(path: string, bytes: Uint8Array): Promise<void>;
  reload(): void;
  /** The native folder dialog, then a scan of the chosen folder; null when cancelled. */
  pickFolder(): Promise<PickedFolder | null>;
  /** The native file dialog for one file of a kind; null when cancelled. */
  pickFile(kind: FileKind): Promise<PickedFolder | null>;
  fileSize(path: string): Promise<number>;
  readFile(path: string): Promise<Uint8Array>;
  getQueues(): QueueFile;
  saveQueues(state: QueueFile): void;
}

type Handlers = { [C in IpcChannel]: (request: unknown) => Promise<IpcMap[C]['response']> };

/** Every IPC handler, each re-validating its payload. */
export function createHandlers(env: HandlerEnv): Handlers {
  const remember = (picked: PickedFolder | null) => {
    if (picked) env.saveQueues(withRoot(env.getQueues(), picked.root));
    return picked;
  };
  return {
    'app:info': async () => ({ version: env.version, platform: env.platform }),
    'settings:get': async () => env.getSettings(),
    'settings:set-server': async (request) => {
      const serverUrl = normaliseServerUrl(z.string().max(2000).parse(request));
      const settings = { ...env.getSettings(), serverUrl };
      env.saveSettings(settings);
      env.reload();
      return settings;
    },
    'pdf:save': async (request) => {
      const { suggestedName, bytes } = SavePdfRequest.parse(request);
      const path = await env.askSavePath(suggestedName);
      if (!path) return { saved: false };
      await env.writeFile(path, bytes);
      return { saved: true, path };
    },
    'dialog:pick-folder': async () => remember(await env.pickFolder()),
    'dialog:pick-file': async (request) => {
      const { kind } = z.object({ kind: FileKind }).parse(request);
      return remember(await env.pickFile(kind));
    },
    'files:read': async (request) => {
      const { root, path } = ReadFileRequest.parse(request);
      const full = resolveInside(env.getQueues().roots, root, path);
      if (!full) throw new Error('This file is not in a folder you picked.');
      if ((await env.fileSize(full)) > MAX_READ_BYTES) throw new Error('The file is too large.');
      return env.readFile(full);
    },
    'queue:load': async (request) => {
      const { scope } = QueueLoadRequest.parse(request);
      return { items: env.getQueues().queues[scope] ?? [] };
    },
    'queue:save': async (request) => {
      const { scope, items } = QueueSaveRequest.parse(request);
      env.saveQueues(withQueue(env.getQueues(), scope, items));
      return { saved: true };
    },
  };
}
