import type { DesktopBridge } from '../../../preload/ipc';

declare global {
  interface Window {
    mahir?: DesktopBridge;
  }
}

/** The Electron bridge when running in the desktop app; null in a plain browser. */
export function desktopBridge(): DesktopBridge | null {
  return typeof window !== 'undefined' && window.mahir ? window.mahir : null;
}
