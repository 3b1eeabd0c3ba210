import type { CSSProperties } from 'react';
import classes from './StarRating.module.css';

/** The gap between two stars, in pixels (the mask spaces the five stars across the element's width). */
const GAP = 1;

/**
 * Read-only star rating in halves; the spec's display sizes are 12 and 14 pixels. One element, not an input
 * widget or five drawings: a catalogue page shows a dozen of them.
 */
export function StarRating({ value, size = 14 }: { value: number; size?: 12 | 14 }) {
  const halves = Math.round(Math.min(5, Math.max(0, value)) * 2);
  const fill = Math.floor(halves / 2) * (size + GAP) + (halves % 2) * (size / 2);
  const style = { '--star-size': `${size}px`, '--star-fill': `${fill}px` } as CSSProperties;
  return (
    <span
      role="img"
      aria-label={`Rating ${value.toFixed(1)} out of 5`}
      className={classes.stars}
      style={style}
    />
  );
}
