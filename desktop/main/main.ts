import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { app, BrowserWindow, dialog, type FileFilter, ipcMain, Menu, screen, shell } from 'electron';
import { type FileKind, IPC_CHANNELS } from '../preload/api';
import { scanFolder, singleFile } from './folder-scan';
import { createHandlers } from './ipc-handlers';
import { menuTemplate } from './menu';
import { readQueueFile, writeQueueFile } from './queue-file';
import { backofficeUrl, isInsideApp, readSettings, writeSettings } from './settings';
import { fitToDisplays, readWindowState, writeWindowState } from './window-state';

// Thin by design: the back office is the server's /backoffice page; main only hosts it safely.
const dataFile = (name: string) => join(app.getPath('userData'), name);
const settingsFile = () => dataFile('settings.json');
let window: BrowserWindow | null = null;

const FILE_FILTERS: Record<FileKind, FileFilter[]> = {
  video: [{ name: 'Video', extensions: ['mp4'] }],
  audio: [{ name: 'Audio', extensions: ['mp3'] }],
  ebook: [{ name: 'E-book', extensions: ['pdf', 'epub', 'zip'] }],
  image: [{ name: 'Image', extensions: ['jpg', 'jpeg', 'png'] }],
  document: [{ name: 'Document', extensions: ['pdf', 'epub', 'zip', 'mp3', 'jpg', 'jpeg', 'png'] }],
};

function createWindow(): void {
  const settings = readSettings(settingsFile());
  const displays = screen.getAllDisplays().map((d) => d.workArea);
  const state = fitToDisplays(readWindowState(dataFile('window.json')), displays);
  window = new BrowserWindow({
    ...state,
    minWidth: 1024,
    minHeight: 640,
    title: 'Mahir Back Office',
    webPreferences: {
      preload: join(__dirname, 'preload.cjs'),
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
    },
  });
  if (state.maximized) window.maximize();
  const saveState = () => {
    if (!window) return;
    const b = window.getNormalBounds();
    writeWindowState(dataFile('window.json'), { ...b, maximized: window.isMaximized() });
  };
  window.on('close', saveState);
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (!isInsideApp(readSettings(settingsFile()), url)) void shell.openExternal(url);
    return { action: isInsideApp(readSettings(settingsFile()), url) ? 'allow' : 'deny' };
  });
  window.webContents.on('will-navigate', (event, url) => {
    if (!isInsideApp(readSettings(settingsFile()), url)) event.preventDefault();
  });
  void window.loadURL(backofficeUrl(settings));
}

app.whenReady().then(() => {
  const reload = () => window?.loadURL(backofficeUrl(readSettings(settingsFile())));
  const handlers = createHandlers({
    version: app.getVersion(),
    platform: process.platform,
    getSettings: () => readSettings(settingsFile()),
    saveSettings: (s) => writeSettings(settingsFile(), s),
    askSavePath: async (name) => {
      const result = await dialog.showSaveDialog({
        defaultPath: name,
        filters: [{ name: 'PDF', extensions: ['pdf'] }],
      });
      return result.canceled ? null : (result.filePath ?? null);
    },
    writeFile: (path, bytes) => writeFile(path, bytes),
    reload,
    pickFolder: async () => {
      const result = await dialog.showOpenDialog({ properties: ['openDirectory'] });
      const folder = result.filePaths[0];
      return result.canceled || !folder ? null : scanFolder(folder);
    },
    pickFile: async (kind) => {
      const result = await dialog.showOpenDialog({
        properties: ['openFile'],
        filters: [...FILE_FILTERS[kind]],
      });
      const file = result.filePaths[0];
      return result.canceled || !file ? null : singleFile(file);
    },
    fileSize: async (path) => (await stat(path)).size,
    readFile: async (path) => new Uint8Array(await readFile(path)),
    getQueues: () => readQueueFile(dataFile('upload-queue.json')),
    saveQueues: (s) => writeQueueFile(dataFile('upload-queue.json'), s),
  });
  for (const channel of IPC_CHANNELS)
    ipcMain.handle(channel, (_event, request: unknown) => handlers[channel](request));
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate(
        {
          reload: () => void reload(),
          openInBrowser: () => void shell.openExternal(backofficeUrl(readSettings(settingsFile()))),
        },
        process.platform === 'darwin',
      ),
    ),
  );
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
