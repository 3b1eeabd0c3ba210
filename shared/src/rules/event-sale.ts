import { malaysiaDay } from './malaysia-time';

/**
 * Whether an event dated `date` (`YYYY-MM-DD`, a Malaysia day) is over at `now`: events are listed and sold
 * up to and on their day, and never after it.
 */
export function isEventOver(date: string, now: Date): boolean {
  return date < malaysiaDay(now);
}
