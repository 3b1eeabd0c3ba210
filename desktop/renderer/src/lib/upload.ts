import type { RouteDef } from '@mahir/shared/contract/route';
import { UploadAnswer } from '@mahir/shared/contract/tutor-upload.contract';
import { tusUploadId, uploadPercent, usesTus } from '@mahir/shared/rules/authoring-form-upload';
import { ensureCsrf, readCsrfMeta } from '@mahir/ui';
import { pageServerText } from '@mahir/ui/server-text';
import { Upload } from 'tus-js-client';

export interface UploadRequest {
  /** The contract's upload-* route: its path, and its answer schema checks what comes back. */
  route: RouteDef;
  file: File;
  /** Extra form fields the route takes (preview, category_id). */
  fields?: Record<string, string | number>;
  /** Send through tus whatever the size (videos, audio, ebooks, photo zips). */
  resumable?: boolean;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

const TUS_ENDPOINT = '/files/';
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

/**
 * Posts a multipart form to an upload-* route with upload progress (fetch has none, so XMLHttpRequest),
 * sending the CSRF header, and checks the answer against the contract's upload answer.
 */
function postForm(
  route: RouteDef,
  form: FormData,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, route.path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const token = readCsrfMeta();
    if (token) xhr.setRequestHeader('X-CSRF-TOKEN', token);
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.total);
    xhr.onerror = () => reject(new Error('The upload was interrupted. Please try again.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        reject(new Error(`Unexpected answer from the server (${xhr.status}).`));
        return;
      }
      const envelope = body as { data?: unknown; message?: string };
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = UploadAnswer.safeParse(envelope.data);
        if (parsed.success) resolve(parsed.data);
        else reject(new Error('Unexpected answer from the server.'));
        return;
      }
      // A refusal the server explains (413, 415, 422) is shown like a rejected format.
      resolve({
        is_format: false,
        message: envelope.message ? pageServerText(envelope.message) : `Upload failed (${xhr.status}).`,
      });
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Sends a file through tus at /files/; resolves to the finished upload's id. Resumes a previous partial upload. */
export function tusUpload(
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: TUS_ENDPOINT,
      retryDelays: RETRY_DELAYS,
      chunkSize: 16 * 1024 * 1024,
      metadata: { filename: file.name, filetype: file.type },
      removeFingerprintOnSuccess: true,
      // State-changing tus requests carry the session's CSRF token like every other call.
      onBeforeRequest: (req) => {
        const token = readCsrfMeta();
        if (token) req.setHeader('X-CSRF-TOKEN', token);
        req.setHeader('X-Requested-With', 'XMLHttpRequest');
      },
      onProgress,
      onError: reject,
      onSuccess: () => resolve(tusUploadId(upload.url ?? '')),
    });
    signal?.addEventListener(
      'abort',
      () => {
        void upload.abort();
        reject(new DOMException('Upload paused', 'AbortError'));
      },
      { once: true },
    );
    void upload.findPreviousUploads().then((previous) => {
      const last = previous[0];
      if (last) upload.resumeFromPreviousUpload(last);
      upload.start();
    });
  });
}

/**
 * Uploads one file to an upload-* route: small files as multipart, large (or resumable) ones through tus
 * and then the route with `upload_id`. Progress covers the bytes; the route's answer decides acceptance.
 */
export async function uploadToRoute(req: UploadRequest): Promise<UploadAnswer> {
  await ensureCsrf();
  const form = new FormData();
  for (const [k, v] of Object.entries(req.fields ?? {})) form.append(k, String(v));
  const progress = (sent: number, total: number) => req.onProgress(uploadPercent(sent, total));
  if (usesTus(req.file.size, req.resumable)) {
    const id = await tusUpload(
      req.file,
      (s, t) => req.onProgress(Math.min(99, uploadPercent(s, t))),
      req.signal,
    );
    form.append('upload_id', id);
    const answer = await postForm(req.route, form, () => undefined, req.signal);
    req.onProgress(100);
    return answer;
  }
  form.append('file', req.file);
  return postForm(req.route, form, progress, req.signal);
}
