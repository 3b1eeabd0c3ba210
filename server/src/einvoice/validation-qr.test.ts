import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { validationQrDataUrl, validationQrPng, validationQrSvg } from './validation-qr';

const LINK =
  'https://myinvois.hasil.gov.my/F9D425P6DS7D8IU0000000AB/share/LIJAF97HJJKH8298KHADH09908570FDKK9S2LSIU';

/** Reads a QR code back out of an image with jsQR (the decoder), as a phone camera would. */
async function decode(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ??
    null
  );
}

describe('validation link QR code', () => {
  it('encodes the validation link in a PNG that decodes back to it', async () => {
    const png = await validationQrPng(LINK);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect((await sharp(png).metadata()).width).toBe(300);
    expect(await decode(png)).toBe(LINK);
  });

  it('gives a PNG data URL for PDFs and mail that holds the same code', async () => {
    const url = await validationQrDataUrl(LINK, 200);
    expect(url).toMatch(/^data:image\/png;base64,/);
    expect(await decode(Buffer.from(url.split(',')[1] ?? '', 'base64'))).toBe(LINK);
  });

  it('gives an SVG of the same code for pages', async () => {
    const svg = await validationQrSvg(LINK);
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(await decode(await sharp(Buffer.from(svg)).resize(400).png().toBuffer())).toBe(LINK);
  });

  it('a different link gives a different code', async () => {
    expect(await decode(await validationQrPng(`${LINK}X`))).toBe(`${LINK}X`);
  });
});
