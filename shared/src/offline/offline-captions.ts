/**
 * The caption tracks kept with a downloaded module (docs/learning.md "Offline downloads"): each is known by the
 * path of the server's file it came from, which a new upload of the language changes (a new storage key).
 */

/** The path of a track's signed link: the file, without the signature that changes on every grant. */
export const captionSource = (url: string): string => url.split(/[?#]/)[0] ?? '';

/**
 * Whether the tracks the server gives now differ from those kept: a language added or removed, a label
 * changed, or a track uploaded again. Kept and given are compared whatever their order.
 */
export function captionTracksChanged(
  kept: ReadonlyArray<{ lang: string; label: string; source: string }>,
  given: ReadonlyArray<{ lang: string; label: string; url: string }>,
): boolean {
  const key = (lang: string, label: string, source: string) => JSON.stringify([lang, label, source]);
  const had = kept.map((c) => key(c.lang, c.label, c.source)).sort();
  const now = given.map((t) => key(t.lang, t.label, captionSource(t.url))).sort();
  return had.length !== now.length || had.some((k, i) => k !== now[i]);
}
