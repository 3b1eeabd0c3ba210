import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (and libvips under it), loaded by the first image worked on rather than at start: about 10 MB of
 * memory and 0.1 s of start an instance that never touches an image does without (docs/performance.md).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then((m) => m.default);
  return loaded;
}
