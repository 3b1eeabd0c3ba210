import type { Role } from '../constants';
import { formatSize } from './text';

const GiB = 1024 ** 3;

/** The largest file one resumable (tus) upload may hold: 2 GiB, the largest video. */
export const TUS_MAX_BYTES = 2 * GiB;

/**
 * How many bytes of resumable uploads an account may hold open at once (started, or finished but not yet
 * handed to an `upload-*` route), by role; the largest of the account's roles applies. Only the back
 * office uploads large files: tutors (their courses) and admins (everything they review and publish).
 * Other accounts upload small files as multipart (avatars) and hold no resumable uploads at all.
 */
export const UPLOAD_QUOTA_BYTES: Readonly<Partial<Record<Role, number>>> = {
  admin: 20 * GiB,
  tutor: 10 * GiB,
};

/** An upload neither finished and handed over within this many hours is removed with its bytes. */
export const UNFINISHED_UPLOAD_TTL_HOURS = 24;

/** The open-upload allowance of an account with these roles, in bytes (0: no resumable uploads). */
export function uploadQuotaOf(roles: readonly Role[]): number {
  return Math.max(0, ...roles.map((r) => UPLOAD_QUOTA_BYTES[r] ?? 0));
}

/**
 * Whether a new upload of `size` bytes fits beside `openBytes` already held. An upload whose length is
 * not declared yet counts as the largest one allowed.
 */
export function fitsUploadQuota(openBytes: number, size: number | null, quota: number): boolean {
  return openBytes + (size ?? TUS_MAX_BYTES) <= quota;
}

export const UPLOAD_QUOTA_TEXT = {
  notAllowed: 'Resumable uploads are for tutors and admins.',
  exceeded: (quota: number) =>
    `Your unfinished uploads would exceed your allowance of ${formatSize(quota)}. Finish or cancel some first; ` +
    `unfinished uploads are removed after ${UNFINISHED_UPLOAD_TTL_HOURS} hours.`,
} as const;
