import { Rating } from '@mantine/core';

/** Read-only star rating; the spec's display sizes are 12 and 14 pixels. */
export function StarRating({ value, size = 14 }: { value: number; size?: 12 | 14 }) {
  return (
    <Rating
      value={value}
      fractions={2}
      readOnly
      size={size === 12 ? 'xs' : 'sm'}
      role="img"
      aria-label={`Rating ${value.toFixed(1)} out of 5`}
    />
  );
}
