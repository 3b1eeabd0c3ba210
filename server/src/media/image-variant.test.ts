import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeImageVariant, imageVariantKey } from './image-variant';

const photo = (width: number, height: number, orientation?: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withMetadata(orientation ? { orientation } : {})
    .jpeg()
    .toBuffer();

describe('image renditions', () => {
  it('narrows to the width asked, keeping the ratio, in the format asked', async () => {
    const webp = await encodeImageVariant(await photo(1200, 600), 320, 'webp');
    expect(await sharp(webp as Buffer).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });
    const avif = await encodeImageVariant(await photo(1200, 600), 640, 'avif');
    expect(await sharp(avif as Buffer).metadata()).toMatchObject({ format: 'heif', width: 640, height: 320 });
  });

  it('never enlarges, turns photos upright and drops their metadata', async () => {
    const small = await encodeImageVariant(await photo(200, 100), 1920, 'webp');
    expect(await sharp(small as Buffer).metadata()).toMatchObject({ width: 200, height: 100 });
    // EXIF orientation 6: stored sideways, shown turned a quarter.
    const turned = await encodeImageVariant(await photo(300, 100, 6), 960, 'webp');
    const meta = await sharp(turned as Buffer).metadata();
    expect(meta).toMatchObject({ width: 100, height: 300 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('answers null for what does not decode', async () => {
    expect(await encodeImageVariant(Buffer.from('%PDF-1.4 not an image'), 320, 'webp')).toBeNull();
    expect(await encodeImageVariant(Buffer.alloc(0), 320, 'avif')).toBeNull();
  });

  it('keeps renditions under images/, one per hashslug, width and format, and refuses unsafe names', () => {
    expect(imageVariantKey('AbCd12', 480, 'avif')).toBe('images/Ab/AbCd12/480.avif');
    expect(() => imageVariantKey('..', 480, 'webp')).toThrow();
  });
});
