import { z } from 'zod';

/** Settings the desktop app keeps between runs. */
export const DesktopSettings = z.object({
  serverUrl: z.url({ protocol: /^https?$/ }),
});
export type DesktopSettings = z.infer<typeof DesktopSettings>;

/** Payload of saving a PDF the renderer fetched (reports) through the native save dialog. */
export const SavePdfRequest = z.object({
  suggestedName: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^/\\]+\.pdf$/i),
  bytes: z.instanceof(Uint8Array),
});
export type SavePdfRequest = z.infer<typeof SavePdfRequest>;

/**
 * The one IPC event map: channel -> request and response. Main validates every request again,
 * since the renderer shows remote content.
 */
export interface IpcMap {
  'app:info': { request: undefined; response: { version: string; platform: string } };
  'settings:get': { request: undefined; response: DesktopSettings };
  'settings:set-server': { request: string; response: DesktopSettings };
  'pdf:save': { request: SavePdfRequest; response: { saved: boolean; path?: string } };
}
export type IpcChannel = keyof IpcMap;

/** What the preload exposes as `window.mahir`. */
export interface DesktopBridge {
  invoke<C extends IpcChannel>(channel: C, request: IpcMap[C]['request']): Promise<IpcMap[C]['response']>;
}

export const IPC_CHANNELS: readonly IpcChannel[] = [
  'app:info',
  'settings:get',
  'settings:set-server',
  'pdf:save',
];
