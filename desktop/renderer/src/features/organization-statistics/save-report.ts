import { desktopBridge } from '../../lib/bridge';

/**
 * Downloads a PDF report: in the desktop app through the native save dialog (preload's `pdf:save`), in a
 * browser as a file download. Resolves to whether it was saved (false when the dialog was cancelled).
 */
export async function saveReport(url: string, suggestedName: string): Promise<boolean> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new Error(`report ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const bridge = desktopBridge();
  if (bridge) return (await bridge.invoke('pdf:save', { suggestedName, bytes })).saved;
  const href = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = suggestedName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return true;
}
