import { UploadAnswer } from '@mahir/shared/contract/tutor-upload.contract';
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

/** A file found in a picked folder: its path relative to the folder's parent (`Folder/Bab 1/video.mp4`). */
export const PickedEntry = z.object({ path: z.string().min(1).max(4000), size: z.number().int().min(0) });
export type PickedEntry = z.infer<typeof PickedEntry>;

/** What the native folder or file dialog answers: the parent folder and the files under the pick. */
export const PickedFolder = z.object({ root: z.string().min(1).max(4000), files: z.array(PickedEntry) });
export type PickedFolder = z.infer<typeof PickedFolder>;

/** What a native file dialog offers: the upload fields' file types. */
export const FileKind = z.enum(['video', 'audio', 'ebook', 'image', 'document']);
export type FileKind = z.infer<typeof FileKind>;

/** Reading one picked file's bytes: only under a folder the user picked, never outside it. */
export const ReadFileRequest = z.object({
  root: z.string().min(1).max(4000),
  path: z.string().min(1).max(4000),
});
export type ReadFileRequest = z.infer<typeof ReadFileRequest>;

/** One file of a bulk-upload queue as kept across restarts. */
export const StoredQueueItem = z.object({
  path: z.string().min(1).max(4000),
  size: z.number().int().min(0),
  status: z.enum(['queued', 'uploading', 'paused', 'done', 'failed']),
  answer: UploadAnswer.optional(),
});
export type StoredQueueItem = z.infer<typeof StoredQueueItem>;

/** A queue's scope: the course it fills (`course:<hashslug>`). */
export const QueueScope = z.string().regex(/^[\w:-]{1,100}$/);
export const QueueLoadRequest = z.object({ scope: QueueScope });
export const QueueSaveRequest = z.object({ scope: QueueScope, items: z.array(StoredQueueItem).max(5000) });
export type QueueSaveRequest = z.infer<typeof QueueSaveRequest>;

export type { DesktopBridge, IpcChannel, IpcMap } from './ipc';
export { IPC_CHANNELS } from './ipc';
