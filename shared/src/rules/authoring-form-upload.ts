/** The three states of every upload (spec 002 §4), plus idle before a file is chosen. */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'accepted' }
  | { phase: 'rejected'; message: string };

/** What an upload-* route answers, in the parts the form reads. */
export interface UploadAnswer {
  is_format?: boolean;
  message?: string | null;
}

/** Files at or above this size go through tus, so they resume after a dropped connection. */
export const TUS_THRESHOLD_BYTES = 8 * 1024 * 1024;

/**
 * Kinds that want resuming (videos, audio, ebooks, photo zips) go through tus from this size. Below it a
 * plain multipart post is quicker, and its bar moves: tus sends a small file in one chunk, so the bar sat
 * at 0 % and jumped to the end.
 */
export const RESUMABLE_FROM_BYTES = 5 * 1024 * 1024;

/** Whether a file of this size uploads through tus: large files always, resumable kinds from 5 MB. */
export function usesTus(size: number, resumable = false): boolean {
  return size >= (resumable ? RESUMABLE_FROM_BYTES : TUS_THRESHOLD_BYTES);
}

/** Whole percent of bytes sent, clamped to 0..100. */
export function uploadPercent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((sent / total) * 100)));
}

/** The state after the server answered: accepted unless it says the format is wrong. */
export function uploadOutcome(answer: UploadAnswer): UploadState {
  if (answer.is_format === false)
    return { phase: 'rejected', message: answer.message?.trim() || 'The file format is not accepted.' };
  return { phase: 'accepted' };
}

/** The text the file's label (or duration/resolution) field shows for a state: the server's message on rejection. */
export function uploadLabel(state: UploadState, acceptedText: string): string {
  if (state.phase === 'rejected') return state.message;
  if (state.phase === 'uploading') return 'Please Wait...';
  if (state.phase === 'accepted') return acceptedText;
  return '';
}

/** The tus upload id: the last path segment of the upload's URL, which the upload-* route takes as `upload_id`. */
export function tusUploadId(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(/\/+$/, '').split('/').pop() ?? '';
}
