/** Longest time a cue may name: 99:59:59.999. */
const MAX_MS = 100 * 3600_000 - 1;

const VTT = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const SRT = /^(\d{1,2}):([0-5]\d):([0-5]\d)[,.](\d{1,3})$/;

/**
 * Milliseconds of a cue time, or null when it is not one. WebVTT writes `mm:ss.ttt` or `hh:mm:ss.ttt`; SRT writes
 * `hh:mm:ss,ttt`, and files in the wild use a dot or fewer digits (`,5` is half a second), which are taken.
 */
export function parseCueTime(text: string, format: 'vtt' | 'srt'): number | null {
  const m = (format === 'vtt' ? VTT : SRT).exec(text);
  if (!m) return null;
  const [, h = '0', mm = '0', ss = '0', frac = '0'] = m;
  const ms =
    Number(h) * 3600_000 + Number(mm) * 60_000 + Number(ss) * 1000 + Math.round(Number(`0.${frac}`) * 1000);
  return ms <= MAX_MS ? ms : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A WebVTT cue time, always with hours: `01:02:03.004`. */
export function formatCueTime(ms: number): string {
  const h = Math.floor(ms / 3600_000);
  const m = Math.floor((ms % 3600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}
