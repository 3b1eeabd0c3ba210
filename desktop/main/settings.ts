import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DesktopSettings } from '../preload/api';

export const DEFAULT_SETTINGS: DesktopSettings = { serverUrl: 'http://localhost:8080' };

/** Normalises a server URL typed by a user: trims, drops trailing slashes, requires http(s). */
export function normaliseServerUrl(input: string): string {
  const trimmed = input.trim().replace(/\/+$/, '');
  const parsed = DesktopSettings.shape.serverUrl.safeParse(trimmed);
  if (!parsed.success) throw new Error('Server URL must start with http:// or https://');
  const url = new URL(parsed.data);
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
}

/** Reads settings from disk, falling back to defaults when missing or unreadable. */
export function readSettings(file: string): DesktopSettings {
  if (!existsSync(file)) return DEFAULT_SETTINGS;
  try {
    const parsed = DesktopSettings.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** Writes settings atomically enough for a single-user file. */
export function writeSettings(file: string, settings: DesktopSettings): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(DesktopSettings.parse(settings), null, 2));
}

/** The page the main window shows: the server's back office. */
export function backofficeUrl(settings: DesktopSettings): string {
  return `${settings.serverUrl}/backoffice/`;
}

/** Only the configured server may be navigated to inside the window; anything else opens externally. */
export function isInsideApp(settings: DesktopSettings, target: string): boolean {
  try {
    return new URL(target).origin === new URL(settings.serverUrl).origin;
  } catch {
    return false;
  }
}
