import { z } from 'zod';
import { INGEST_MAX_BYTES } from '../rules/upload-format';
import { Id } from './fields';

/**
 * Every upload route's answer (docs/design-contract.md, "Uploads and media"). `is_format` false means the file was refused:
 * `message` says why and nothing was stored. `url` is the stored file's reference (a media hashslug) that
 * the save forms send back (`ebook_url`, `module_url`, `attachment_url`, ...); `full_url` shows or plays it.
 */
export const UploadAnswer = z.object({
  is_format: z.boolean(),
  message: z.string().optional(),
  url: z.string().optional(),
  full_url: z.string().optional(),
  /** Bytes. */
  size: z.number().int().optional(),
  /** Extension read from the content: pdf, epub, zip, jpg, png, mp3, mp4. */
  type: z.string().optional(),
  /** Size as text, e.g. '1.2 MB'. */
  label: z.string().optional(),
  /** Images and video: '1920 x 1080'. */
  resolution: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  /** Audio and video: '00:03:25'. */
  duration: z.string().optional(),
  /** Audio and video: whole seconds. */
  duration_seconds: z.number().int().optional(),
  /** Merchandise and banner uploads name the extension this way. */
  extension: z.string().optional(),
  ext: z.string().optional(),
  path: z.string().optional(),
  full_path: z.string().optional(),
});
export type UploadAnswer = z.infer<typeof UploadAnswer>;

/**
 * An upload request: multipart with the file in `file`, or (large files sent through tus at `/files/`)
 * the finished upload's id in `upload_id`. Exactly one of them.
 */
export const UploadBody = z.object({
  upload_id: z.string().trim().min(1).max(64).optional(),
  /** upload-video: 1 = course preview, 2 = module video. upload-banner: 1. */
  preview: z.coerce.number().int().optional(),
  /** upload-preview of a digital asset: the asset's main category (7, 8, 9). */
  category_id: Id.optional(),
});

/** Size caps per upload kind, in bytes (multipart `files` declaration and tus hand-over alike). */
export const UPLOAD_LIMITS = INGEST_MAX_BYTES;

/**
 * Multipart carries small files only: the back office sends anything from `TUS_THRESHOLD_BYTES` (8 MB) up
 * through tus and names it by `upload_id`, so a multipart body is cut off at 16 MB (or the kind's own
 * smaller cap) while it streams, whatever the kind allows through tus.
 */
export const MULTIPART_MAX_BYTES = 16 * 1024 * 1024;

/** The `files` limit of an upload route for a kind capped at `maxBytes`. */
export function multipartLimit(maxBytes: number): number {
  return Math.min(maxBytes, MULTIPART_MAX_BYTES);
}
