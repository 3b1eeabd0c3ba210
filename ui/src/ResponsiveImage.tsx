import { responsiveSources } from '@mahir/shared/rules/responsive-image';
import type { CSSProperties } from 'react';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** How wide the image is shown, as `sizes` says it (`(min-width: 62em) 33vw, 100vw`): the browser picks from it. */
  sizes: string;
  /** The widest the image is ever shown, in CSS px, before the screen's density: caps the widths offered. */
  maxWidth?: number;
  /**
   * Space kept before the image arrives, so nothing below it moves: a fixed height (`height`, with the width
   * the container gives), or a ratio (`aspectRatio`, `16 / 9`) of the width.
   */
  height?: number | string;
  aspectRatio?: string;
  /** `cover` crops to fill the space; `contain` shows all of the image inside it. */
  fit?: 'cover' | 'contain';
  /** The page's largest image above the fold: loaded at once and first; others load when scrolled near. */
  eager?: boolean;
  radius?: number | string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A stored image in AVIF or WebP at the width it is shown (`srcset`/`sizes` over the server's renditions,
 * `/media/image/...`), the uploaded file as the fallback, and its space reserved. URLs the server does not
 * re-encode (SVG, outside links) are shown as they are, with the same reserved space.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  maxWidth = 1920,
  height,
  aspectRatio,
  fit = 'cover',
  eager = false,
  radius,
  className,
  style,
}: ResponsiveImageProps) {
  // 3x screens draw a 640 px image from 1920 px of pixels; more is never needed.
  const modern = responsiveSources(src, maxWidth * 3);
  const boxStyle: CSSProperties = {
    display: 'block',
    width: '100%',
    height: height ?? (aspectRatio ? 'auto' : undefined),
    aspectRatio,
    objectFit: fit,
    borderRadius: radius,
    ...style,
  };
  const img = (
    <img
      src={src}
      alt={alt}
      sizes={modern ? sizes : undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={className}
      style={boxStyle}
    />
  );
  if (!modern) return img;
  return (
    <picture style={{ display: 'contents' }}>
      {modern.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
