import { contextBridge, ipcRenderer } from 'electron';
import { type DesktopBridge, IPC_CHANNELS, type IpcChannel } from './ipc';

// Only the listed channels cross the bridge; the renderer never sees ipcRenderer itself.
const bridge: DesktopBridge = {
  invoke: (channel, request) => {
    if (!IPC_CHANNELS.includes(channel as IpcChannel))
      return Promise.reject(new Error(`Unknown channel ${channel}`));
    return ipcRenderer.invoke(channel, request);
  },
};

contextBridge.exposeInMainWorld('mahir', bridge);
