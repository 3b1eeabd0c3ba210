import { decodeEntities } from './html-entities';

/** A count written compactly for small cards: 950 -> '950', 1250 -> '1.2K', 3400000 -> '3.4M' (rounded down). */
export function compactCount(n: number): string {
  const value = Math.max(0, Math.trunc(n));
  if (value < 1000) return String(value);
  const [divisor, unit] = value < 1_000_000 ? [1000, 'K'] : [1_000_000, 'M'];
  // Rounded down so a card never claims more than is true (999 999 is '999.9K', not '1000K').
  const tenths = Math.floor((value * 10) / divisor);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}${unit}`;
}

/** Cuts text longer than `max` characters at the last whole word that fits, plus an ellipsis. */
function cutOnWord(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  // Keep whole words unless that would throw away most of the text (one very long word).
  const head = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,.;:!?(\u2013-]+$/u, '')}…`;
}

/** A card title of at most `max` characters, cut between words ('Reka Bentuk Grafik dengan Canva untuk…'). */
export function cardTitle(title: string, max: number): string {
  return cutOnWord(title.trim(), max);
}

/** Plain text of an HTML description, cut on a word boundary at `max` characters with an ellipsis. */
export function plainExcerpt(html: string, max = 160): string {
  const text = decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return cutOnWord(text, max);
}
