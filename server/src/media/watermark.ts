import { loadSharp } from './sharp';

/** Previews are at most this wide; the original stays private. */
export const PREVIEW_MAX_WIDTH = 1200;

// "MAHIR" drawn as strokes in 60x100 cells, so the mark never depends on fonts installed on the server.
const GLYPHS = [
  'M0 100 L0 0 L30 55 L60 0 L60 100',
  'M0 100 L30 0 L60 100 M12 62 L48 62',
  'M0 0 L0 100 M60 0 L60 100 M0 50 L60 50',
  'M30 0 L30 100 M12 0 L48 0 M12 100 L48 100',
  'M0 100 L0 0 L38 0 Q60 0 60 25 Q60 50 38 50 L0 50 M28 50 L60 100',
];
const WORD_WIDTH = GLYPHS.length * 84 - 24;

function wordPath(): string {
  return GLYPHS.map((glyph, i) => `<path transform="translate(${i * 84} 0)" d="${glyph}"/>`).join('');
}

/**
 * An SVG of the repeated, diagonal "MAHIR" watermark covering a `width` x `height` image: a dark halo under a
 * light stroke keeps it visible on both bright and dark photos.
 */
export function watermarkSvg(width: number, height: number): string {
  const scale = Math.max(0.25, width / PREVIEW_MAX_WIDTH) * 0.55;
  const tileW = Math.round((WORD_WIDTH + 240) * scale);
  const tileH = Math.round(320 * scale);
  const word = wordPath();
  const stroke = (color: string, opacity: number, w: number) =>
    `<g fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round">${word}</g>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><pattern id="mark" patternUnits="userSpaceOnUse" width="${tileW}" height="${tileH}" patternTransform="rotate(-30)">`,
    `<g transform="translate(${Math.round(40 * scale)} ${Math.round(60 * scale)}) scale(${scale.toFixed(4)})">`,
    stroke('#000000', 0.28, 22),
    stroke('#ffffff', 0.55, 11),
    '</g></pattern></defs>',
    `<rect width="${width}" height="${height}" fill="url(#mark)"/>`,
    '</svg>',
  ].join('');
}

/** A JPEG preview of a photo: upright, at most PREVIEW_MAX_WIDTH wide, metadata stripped, watermarked. */
export async function renderWatermarkedPreview(
  input: string,
): Promise<{ data: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  const resized = await sharp(input)
    .rotate()
    .resize({ width: PREVIEW_MAX_WIDTH, withoutEnlargement: true })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = resized.info;
  const data = await sharp(resized.data)
    .composite([{ input: Buffer.from(watermarkSvg(width, height)), top: 0, left: 0 }])
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
  return { data, width, height };
}
