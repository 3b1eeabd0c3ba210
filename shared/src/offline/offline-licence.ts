/**
 * Offline licences (issue 23, docs/learning.md "Offline downloads"): how long a download may play without the
 * network, and whether a kept licence still lets it play. The server signs the licence; the app and its
 * service worker read it (they cannot check the signature: they hold no secret) and refuse to play past it.
 */

/** Days a download keeps playing after the subscription's paid period ends: renewals on weak links arrive late. */
export const OFFLINE_GRACE_DAYS = 7;
/** The longest a licence runs before the app must renew it online, whatever the subscription. */
export const OFFLINE_MAX_DAYS = 30;

import type { OfflineKind } from '../contract/offline.contract';

const DAY_MS = 86_400_000;

/**
 * The licence's end: the entitlement's end (the subscription's next payment date; null for one without an
 * end) plus the grace, never more than the longest licence from now. Asked only for a viewer entitled now,
 * so an end already past (a renewal being collected) counts from now.
 */
export function licenceExpiry(entitlementEnd: string | null, now: Date): Date {
  const cap = now.getTime() + OFFLINE_MAX_DAYS * DAY_MS;
  if (entitlementEnd === null) return new Date(cap);
  const end = Date.parse(entitlementEnd);
  if (Number.isNaN(end)) return new Date(cap);
  return new Date(Math.min(cap, Math.max(end, now.getTime()) + OFFLINE_GRACE_DAYS * DAY_MS));
}

/** What a licence says: whose download it is, of which module (or audio part, ebook), and until when (Unix seconds). */
export interface OfflineLicence {
  /** User id. */
  u: number;
  /** Course id. */
  c: number;
  /** Module id, or the audio part's or ebook's id. */
  m: number;
  /** Expiry, Unix seconds. */
  e: number;
  /** What `m` names when not a module video (absent: a video, as licences made before audio and ebooks). */
  k?: 'audio' | 'ebook';
}

/** The kind of item a licence is for. */
export const licenceKind = (licence: Pick<OfflineLicence, 'k'>): OfflineKind => licence.k ?? 'video';

/** The token's payload part: `base64url(JSON)`; the signature follows after a dot. */
export function encodeLicencePayload(licence: OfflineLicence): string {
  const { u, c, m, e, k } = licence;
  const json = JSON.stringify(k ? { u, c, m, e, k } : { u, c, m, e });
  return btoa(json).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** Reads a token's payload without checking its signature (the server checks it); null when malformed. */
export function readLicence(token: string): OfflineLicence | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || !/^[A-Za-z0-9_-]+$/.test(payload)) return null;
  try {
    const text = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { u, c, m, e, k } = value as Record<string, unknown>;
    if (!isCount(u) || !isCount(c) || !isCount(m) || !isCount(e)) return null;
    if (k === undefined) return { u, c, m, e };
    return k === 'audio' || k === 'ebook' ? { u, c, m, e, k } : null;
  } catch {
    return null;
  }
}

/** Why a download may not play offline, or `ok`. */
export type LicenceVerdict = 'ok' | 'expired' | 'other_account' | 'invalid';

/** Whether a kept licence lets the signed-in account play the module (or audio part, or read the ebook) now. */
export function licenceVerdict(
  token: string | null | undefined,
  expect: { userId: number | null; moduleId: number; kind?: OfflineKind },
  now: Date,
): LicenceVerdict {
  const licence = token ? readLicence(token) : null;
  if (!licence || licence.m !== expect.moduleId || licenceKind(licence) !== (expect.kind ?? 'video'))
    return 'invalid';
  if (expect.userId === null || licence.u !== expect.userId) return 'other_account';
  return licence.e * 1000 > now.getTime() ? 'ok' : 'expired';
}
