import { useId } from 'react';

const STAR =
  'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z';
const PX = { 12: 12, 14: 14 } as const;

/**
 * Read-only star rating in halves; the spec's display sizes are 12 and 14 pixels. Plain SVG rather than an
 * input widget: a catalogue page shows a dozen of them, and read-only stars need no radio buttons.
 */
export function StarRating({ value, size = 14 }: { value: number; size?: 12 | 14 }) {
  const id = useId();
  const halves = Math.round(Math.min(5, Math.max(0, value)) * 2);
  const px = PX[size];
  return (
    <span
      role="img"
      aria-label={`Rating ${value.toFixed(1)} out of 5`}
      style={{ display: 'inline-flex', gap: 1 }}
    >
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.min(2, Math.max(0, halves - i * 2)) / 2;
        return (
          <svg key={i} width={px} height={px} viewBox="0 0 24 24" aria-hidden="true">
            <defs>
              <linearGradient id={`${id}-${i}`}>
                <stop offset={fill} stopColor="var(--mantine-color-yellow-6)" />
                <stop offset={fill} stopColor="var(--mantine-color-gray-3)" />
              </linearGradient>
            </defs>
            <path d={STAR} fill={`url(#${id}-${i})`} />
          </svg>
        );
      })}
    </span>
  );
}
