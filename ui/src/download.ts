import { ensureCsrf, readCsrfMeta } from './csrf';

/** Saves bytes through a native dialog (the desktop app's `pdf:save`); resolves to false when cancelled. */
export type SaveNative = (suggestedName: string, bytes: Uint8Array<ArrayBuffer>) => Promise<boolean>;

/** The file name a response suggests in `Content-Disposition`, or the fallback. */
function fileNameOf(res: Response, fallback: string): string {
  const m = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return m?.[1] ?? fallback;
}

/** Saves a blob as a browser download under `name`. */
export function saveInBrowser(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function failure(res: Response): Promise<Error> {
  try {
    const body = (await res.json()) as { message?: string };
    return new Error(body.message ?? `Download failed (${res.status}).`);
  } catch {
    return new Error(`Download failed (${res.status}).`);
  }
}

/**
 * Downloads a PDF report under the name the server suggests: through `saveNative` when given (the
 * desktop app's save dialog), else as a browser download. Resolves to false when the user cancelled.
 */
export async function downloadPdf(
  url: string,
  fallbackName: string,
  saveNative?: SaveNative,
): Promise<boolean> {
  const res = await fetch(url, { credentials: 'include', headers: { Accept: 'application/pdf' } });
  if (!res.ok) throw await failure(res);
  const name = fileNameOf(res, fallbackName);
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (saveNative) return saveNative(name, bytes);
  saveInBrowser(new Blob([bytes], { type: 'application/pdf' }), name);
  return true;
}

/** Posts a form to a route that answers a file (the payout CSV) and downloads what it answers. */
export async function downloadPosted(
  url: string,
  fallbackName: string,
  fields: Record<string, string | number> = {},
): Promise<string> {
  await ensureCsrf();
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'X-CSRF-TOKEN': readCsrfMeta() ?? '', 'X-Requested-With': 'XMLHttpRequest' },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])),
  });
  if (!res.ok) throw await failure(res);
  const name = fileNameOf(res, fallbackName);
  saveInBrowser(await res.blob(), name);
  return name;
}
