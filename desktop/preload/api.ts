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

export type { DesktopBridge, IpcChannel, IpcMap } from './ipc';
export { IPC_CHANNELS } from './ipc';
