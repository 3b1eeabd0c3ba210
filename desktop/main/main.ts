import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, shell } from 'electron';
import { IPC_CHANNELS } from '../preload/api';
import { createHandlers } from './ipc-handlers';
import { backofficeUrl, isInsideApp, readSettings, writeSettings } from './settings';

// Thin by design: the back office is the server's /backoffice page; main only hosts it safely.
const settingsFile = () => join(app.getPath('userData'), 'settings.json');
let window: BrowserWindow | null = null;

function createWindow(): void {
  const settings = readSettings(settingsFile());
  window = new BrowserWindow({
    width: 1366,
    height: 860,
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
    reload: () => window?.loadURL(backofficeUrl(readSettings(settingsFile()))),
  });
  for (const channel of IPC_CHANNELS)
    ipcMain.handle(channel, (_event, request: unknown) => handlers[channel](request));
  Menu.setApplicationMenu(
    Menu.buildFromTemplate([
      { role: 'fileMenu' },
      { role: 'editMenu' },
      { role: 'viewMenu' },
      { role: 'windowMenu' },
    ]),
  );
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
