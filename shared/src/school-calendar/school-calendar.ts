import { z } from 'zod';
import { MALAYSIAN_STATES } from './school-states';

/** A calendar day, `YYYY-MM-DD`, that exists. */
const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-01-12.')
  .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d, 'This date does not exist.');

const Name = z.string().trim().min(1, 'Give it a name.').max(60, 'Keep the name under 60 characters.');

/** A span of days, both ends included. */
const Span = z
  .object({ name: Name, start: Day, end: Day })
  .refine((s) => s.start <= s.end, { message: 'The end date is before the start date.', path: ['end'] });

/**
 * One year's school calendar for one group of states, as an admin keeps it: the terms (penggal: the spans when
 * schools are open; the gaps between them are the term breaks, cuti penggal, and the year-end holiday, cuti
 * akhir tahun), the holidays within terms (cuti perayaan, festive and extra KPM days: they shift the day a week
 * opens but do not stop it counting), and where the dates come from.
 */
export const SchoolCalendar = z
  .object({
    year: z.number().int().min(2020).max(2100),
    group: z.enum(['A', 'B']),
    terms: z.array(Span).min(1, 'A calendar needs at least one term.').max(8),
    holidays: z.array(Span).max(60).default([]),
    /** The circular or page the dates were taken from, or why they are provisional. */
    source: z
      .string()
      .trim()
      .min(1, 'Say where the dates come from.')
      .max(500, 'Keep the source under 500 characters.'),
    /** True until the dates are checked against the gazetted calendar. */
    provisional: z.boolean().default(false),
    /**
     * Group A's calendar names the states whose weekend is Friday and Saturday that year (the admin keeps it
     * with the dates); absent, `FRIDAY_WEEKEND_STATES`. Group B's calendar leaves it out.
     */
    friday_weekend_states: z
      .array(z.enum(MALAYSIAN_STATES, { message: 'Choose a Malaysian state from the list.' }))
      .max(MALAYSIAN_STATES.length)
      .refine((l) => new Set(l).size === l.length, 'Name each state once.')
      .optional(),
  })
  .superRefine((c, ctx) => {
    if (c.group === 'B' && c.friday_weekend_states)
      ctx.addIssue({
        code: 'custom',
        path: ['friday_weekend_states'],
        message: 'Only group A’s calendar names the states with a Friday–Saturday weekend.',
      });
    // A session may run into the next year (2025/2026 ran February to January), never past March of it.
    const first = `${c.year}-01-01`;
    const last = `${c.year + 1}-03-31`;
    c.terms.forEach((t, i) => {
      if (t.start < first || t.end > last)
        ctx.addIssue({
          code: 'custom',
          path: ['terms', i],
          message: `Terms of ${c.year} run between ${first} and ${last}.`,
        });
      const before = c.terms[i - 1];
      if (before && t.start <= before.end)
        ctx.addIssue({
          code: 'custom',
          path: ['terms', i, 'start'],
          message: 'Terms must be in order and must not overlap.',
        });
    });
    const start = c.terms[0]?.start ?? first;
    const end = c.terms.at(-1)?.end ?? last;
    c.holidays.forEach((h, i) => {
      if (h.start < start || h.end > end)
        ctx.addIssue({
          code: 'custom',
          path: ['holidays', i],
          message: 'A holiday within the terms must fall between the first and the last day of school.',
        });
    });
  });
export type SchoolCalendar = z.output<typeof SchoolCalendar>;
export type SchoolCalendarInput = z.input<typeof SchoolCalendar>;
