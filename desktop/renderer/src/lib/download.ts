import { downloadPdf as download } from '@mahir/ui/download';
import { desktopBridge } from './bridge';

export { downloadPosted } from '@mahir/ui/download';

/**
 * Downloads a PDF report: in the desktop app through the native save dialog (`pdf:save`), in a browser as
 * a download. Resolves to false when the user cancelled the dialog.
 */
export function downloadPdf(url: string, fallbackName: string): Promise<boolean> {
  const bridge = desktopBridge();
  return download(
    url,
    fallbackName,
    bridge
      ? async (suggestedName, bytes) => (await bridge.invoke('pdf:save', { suggestedName, bytes })).saved
      : undefined,
  );
}
