import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariantUrl, imageWidthFor, responsiveSources } from './responsive-image';

describe('responsive images', () => {
  it('offers AVIF then WebP at every width up to the cap, for a public stored photo', () => {
    const got = responsiveSources('/media/public/AbC_12-x.PNG', 640);
    expect(got?.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(got?.sources[1]?.srcSet).toBe(
      [160, 320, 480, 640].map((w) => `/media/image/AbC_12-x?w=${w}&f=webp ${w}w`).join(', '),
    );
  });

  it('rounds the cap up to a made width, so a 700 px image is drawn from 960', () => {
    expect(imageWidthFor(700)).toBe(960);
    expect(imageWidthFor(1)).toBe(160);
    expect(imageWidthFor(5000)).toBe(1920);
    expect(responsiveSources('/media/public/a.jpg', 700)?.sources[0]?.srcSet).toContain('w=960&f=avif 960w');
    expect(responsiveSources('/media/public/a.jpg')?.sources[0]?.srcSet.split(', ')).toHaveLength(
      IMAGE_WIDTHS.length,
    );
  });

  it('leaves alone what the server does not re-encode', () => {
    for (const url of [
      null,
      undefined,
      '',
      '/favicon.svg',
      '/media/public/logo.svg',
      '/media/public/anim.gif',
      'https://example.com/media/public/a.jpg',
      '/media/file/abc?u=1&e=2&s=3',
      '/media/public/../x.jpg',
    ])
      expect(responsiveSources(url)).toBeNull();
  });

  it('names one rendition by hashslug, width and format', () => {
    expect(imageVariantUrl('xyz', 320, 'avif')).toBe('/media/image/xyz?w=320&f=avif');
  });
});
