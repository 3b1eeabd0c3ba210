/** A position within the first seconds is a fresh start: nothing to offer. */
export const RESUME_MIN_SECONDS = 5;
/** A position in the last part of a module means it was finished: start again from zero. */
export const RESUME_END_FRACTION = 0.05;
/** Durations are stored in whole seconds; a player may report a little past them. */
const DURATION_SLACK_SECONDS = 1;

/**
 * The position to keep from a player's report, in whole seconds, or null when the report is not one to keep:
 * negative, not a number, or beyond the module's length (when it is known, `durationSeconds > 0`). The last
 * report kept wins, forward or back: a viewer who rewinds is where they rewound to.
 */
export function keptPosition(reported: number, durationSeconds: number): number | null {
  if (!Number.isFinite(reported) || reported < 0) return null;
  if (durationSeconds > 0 && reported > durationSeconds + DURATION_SLACK_SECONDS) return null;
  return Math.floor(durationSeconds > 0 ? Math.min(reported, durationSeconds) : reported);
}

/**
 * Where to offer to resume, or null to start from the beginning: not within the first RESUME_MIN_SECONDS, not
 * within the last RESUME_END_FRACTION of the module (it was watched to the end).
 */
export function resumeOffer(position: number | null | undefined, durationSeconds: number): number | null {
  if (position === null || position === undefined || !Number.isFinite(position)) return null;
  if (position < RESUME_MIN_SECONDS) return null;
  if (durationSeconds > 0 && position >= durationSeconds * (1 - RESUME_END_FRACTION)) return null;
  return Math.floor(position);
}

/** A position as a player's clock shows it: `m:ss`, or `h:mm:ss` from an hour (the "resume at 12:34" offer). */
export function formatPlayerTime(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
