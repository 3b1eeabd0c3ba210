import { readCsrfMeta } from '@mahir/ui/csrf';
import { routes } from '@mahir/ui/routes';

export interface AvatarAnswer {
  is_format: boolean;
  avatar: string | null;
  profile_picture: string | null;
  message: string;
}

/**
 * Uploads an avatar with XMLHttpRequest, the one browser API that reports upload progress. Resolves with
 * the server's answer, or rejects with the server's message (shown under the field) when it refused the file.
 */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<AvatarAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', routes.profile.uploadAvatar.path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readCsrfMeta();
    if (token) xhr.setRequestHeader('X-CSRF-TOKEN', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new Error('Upload failed. Please try again.'));
    xhr.onload = () => {
      let body: { data?: AvatarAnswer; message?: string; errors?: Record<string, string[]> } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not JSON: fall through to the generic message.
      }
      if (xhr.status === 200 && body.data?.is_format) resolve(body.data);
      // A refused format is `is_format: false` with the message; a missing or too large file an error status.
      else
        reject(
          new Error(
            body.data?.message ??
              body.errors?.avatar?.[0] ??
              body.message ??
              `Upload failed (${xhr.status}).`,
          ),
        );
    };
    const form = new FormData();
    form.append('avatar', file);
    xhr.send(form);
  });
}
