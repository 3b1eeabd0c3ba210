import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PREVIEW_MAX_WIDTH, renderWatermarkedPreview, watermarkSvg } from './watermark';

const seedMedia = (name: string) => fileURLToPath(new URL(`../../../seed/media/${name}`, import.meta.url));

describe('watermarkSvg', () => {
  it('covers the whole image with a rotated repeating pattern', () => {
    const svg = watermarkSvg(1200, 800);
    expect(svg).toContain('width="1200" height="800"');
    expect(svg).toContain('patternTransform="rotate(-30)"');
    expect(svg).toContain('fill="url(#mark)"');
    expect(svg.match(/<path /g)?.length).toBe(10);
  });
});

describe('renderWatermarkedPreview', () => {
  it('shrinks a large photo to the preview width as a JPEG that differs from the original', async () => {
    const source = seedMedia('photo-1.jpg');
    const out = await renderWatermarkedPreview(source);
    const meta = await sharp(out.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(PREVIEW_MAX_WIDTH);
    expect(out.width).toBe(PREVIEW_MAX_WIDTH);
    expect(out.height).toBe(meta.height);
    const plain = await sharp(source).resize({ width: PREVIEW_MAX_WIDTH }).raw().toBuffer();
    const marked = await sharp(out.data).raw().toBuffer();
    let changed = 0;
    for (let i = 0; i < plain.length; i += 97)
      if (Math.abs((plain[i] ?? 0) - (marked[i] ?? 0)) > 24) changed += 1;
    expect(changed / (plain.length / 97)).toBeGreaterThan(0.03);
  });

  it('never enlarges a small photo and turns PNG into JPEG', async () => {
    const out = await renderWatermarkedPreview(seedMedia('photo-2.png'));
    const meta = await sharp(out.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(900);
    expect(meta.height).toBe(600);
  });
});
