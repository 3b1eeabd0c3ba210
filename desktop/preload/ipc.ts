import type {
  DesktopSettings,
  FileKind,
  PickedFolder,
  QueueSaveRequest,
  ReadFileRequest,
  SavePdfRequest,
  StoredQueueItem,
} from './api';

/**
 * The one IPC event map: channel -> request and response. Main validates every request again,
 * since the renderer shows remote content.
 */
export interface IpcMap {
  'app:info': { request: undefined; response: { version: string; platform: string } };
  'settings:get': { request: undefined; response: DesktopSettings };
  'settings:set-server': { request: string; response: DesktopSettings };
  'pdf:save': { request: SavePdfRequest; response: { saved: boolean; path?: string } };
  'dialog:pick-folder': { request: undefined; response: PickedFolder | null };
  'dialog:pick-file': {
    request: { kind: FileKind };
    response: PickedFolder | null;
  };
  'files:read': { request: ReadFileRequest; response: Uint8Array };
  'queue:load': { request: { scope: string }; response: { items: StoredQueueItem[] } };
  'queue:save': { request: QueueSaveRequest; response: { saved: boolean } };
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
  'dialog:pick-folder',
  'dialog:pick-file',
  'files:read',
  'queue:load',
  'queue:save',
];
