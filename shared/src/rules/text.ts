/** Cuts a name longer than `max` characters to `max` plus an ellipsis (spec 001 §5, spec 002 §5: 40). */
export function truncateName(name: string, max = 40): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : name;
}

/** Avatar initials: the first two characters of the user name (spec 001, Q&A), upper-cased. */
export function initials(name: string): string {
  return Array.from(name.trim()).slice(0, 2).join('').toUpperCase();
}

/** A short title for cards. */
export function shortTitle(title: string, max = 60): string {
  const chars = Array.from(title);
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : title;
}

/** Human file size: 1536 -> '1.5 KB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value >= 10 ? 0 : 1)} ${units[unit]}`;
}

/** Seconds as `HH:MM:SS` (spec 002 duration format 00:00:00). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const hh = String(Math.floor(s / 3600)).padStart(2, '0');
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}`;
}

/**
 * A whole number with comma thousands separators, as Malaysian English writes it: 1234567 -> '1,234,567'.
 * Written out rather than `toLocaleString('en-MY')`: the first locale call loads ICU data (a long task on a
 * phone's first paint), and server and browser ICU builds could group differently and break hydration.
 */
export function groupThousands(value: number): string {
  const whole = Math.trunc(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}
