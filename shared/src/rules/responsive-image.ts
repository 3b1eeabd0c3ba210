/**
 * Images in modern formats at the size they are shown (issue 22). A public stored image
 * (`/media/public/<hashslug>.<ext>`) is also served, re-encoded and narrowed, at
 * `/media/image/<hashslug>?w=<width>&f=<format>`; the page offers those as `srcset`, and the browser picks the
 * width the image is shown at (`sizes`) in the best format it reads.
 */

/** The widths an image is made at: enough steps for cards, galleries and full-width banners on 1x-3x screens. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Best first: a browser takes the first `<source>` whose type it reads. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** Stored types the server re-encodes; anything else (SVG, GIF, PDF...) is shown as stored. */
export const RESIZABLE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

const PUBLIC_IMAGE = /^\/media\/public\/([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9]{1,10})$/;

/** The width at or above `width` (the largest when none is), so a picture is never drawn from a smaller one. */
export function imageWidthFor(width: number): ImageWidth {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? 1920;
}

/** The URL of one rendition of a stored image. */
export function imageVariantUrl(hashslug: string, width: ImageWidth, format: ImageFormat): string {
  return `/media/image/${hashslug}?w=${width}&f=${format}`;
}

export interface ImageSources {
  /** `srcset` per format, best format first. */
  sources: Array<{ type: string; srcSet: string }>;
}

/**
 * The `srcset` of each modern format for an image URL, or null when the URL is not a public stored image
 * the server can re-encode (an outside URL, an SVG): such images are shown as they are. `maxWidth` caps the
 * widths offered (an image never shown wider than 480 CSS px needs nothing past 3x that).
 */
export function responsiveSources(url: string | null | undefined, maxWidth = 1920): ImageSources | null {
  const match = url ? PUBLIC_IMAGE.exec(url) : null;
  const hashslug = match?.[1];
  const extension = match?.[2]?.toLowerCase();
  if (!hashslug || !extension || !(RESIZABLE_EXTENSIONS as readonly string[]).includes(extension))
    return null;
  const cap = imageWidthFor(maxWidth);
  const widths = IMAGE_WIDTHS.filter((w) => w <= cap);
  return {
    sources: IMAGE_FORMATS.map((format) => ({
      type: IMAGE_MIME[format],
      srcSet: widths.map((w) => `${imageVariantUrl(hashslug, w, format)} ${w}w`).join(', '),
    })),
  };
}
