import { z } from 'zod';
import { type DesktopSettings, type IpcChannel, type IpcMap, SavePdfRequest } from '../preload/api';
import { normaliseServerUrl } from './settings';

/** What the handlers need from Electron and the disk, so they can be tested without Electron. */
export interface HandlerEnv {
  version: string;
  platform: string;
  getSettings(): DesktopSettings;
  saveSettings(settings: DesktopSettings): void;
  askSavePath(suggestedName: string): Promise<string | null>;
  writeFile(path: string, bytes: Uint8Array): Promise<void>;
  reload(): void;
}

type Handlers = { [C in IpcChannel]: (request: unknown) => Promise<IpcMap[C]['response']> };

/** Every IPC handler, each re-validating its payload. */
export function createHandlers(env: HandlerEnv): Handlers {
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
  };
}
