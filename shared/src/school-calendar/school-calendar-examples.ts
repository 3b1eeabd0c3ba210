import type { SchoolCalendarInput } from './school-calendar';

const SOURCE_2026 =
  'Opening days (group A Sunday 11 January, group B Monday 12 January 2026) and the session ending in December as ' +
  'KPM announced them for the 2026 school year (reported by Bernama, 28 October 2025). Term breaks are our ' +
  'estimate on the pattern of the 2025/2026 calendar; check against the gazetted Kalendar Akademik 2026.';
const SOURCE_2027 = 'Placeholder on the 2026 pattern until KPM publishes the 2027 calendar.';

/** Group A's dates are group B's a day earlier: its week runs Sunday to Thursday. */
function groupA(b: SchoolCalendarInput, shift: (day: string) => string): SchoolCalendarInput {
  return {
    ...b,
    group: 'A',
    terms: b.terms.map((t) => ({ ...t, start: shift(t.start), end: shift(t.end) })),
  };
}

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const B_2026: SchoolCalendarInput = {
  year: 2026,
  group: 'B',
  provisional: true,
  source: SOURCE_2026,
  terms: [
    // Cuti penggal 1, 20-29 March, takes in Hari Raya Aidilfitri (expected 20-21 March 2026).
    { name: 'Penggal 1', start: '2026-01-12', end: '2026-03-19' },
    // Cuti pertengahan tahun, 23 May - 7 June, takes in Hari Raya Haji (expected 27 May).
    { name: 'Penggal 2', start: '2026-03-30', end: '2026-05-22' },
    // Cuti penggal 2, 29 August - 6 September, takes in Hari Kebangsaan.
    { name: 'Penggal 3', start: '2026-06-08', end: '2026-08-28' },
    // Cuti akhir tahun from 5 December.
    { name: 'Penggal 4', start: '2026-09-07', end: '2026-12-04' },
  ],
  holidays: [{ name: 'Tahun Baharu Cina', start: '2026-02-17', end: '2026-02-18' }],
};

const B_2027: SchoolCalendarInput = {
  year: 2027,
  group: 'B',
  provisional: true,
  source: SOURCE_2027,
  terms: [
    { name: 'Penggal 1', start: '2027-01-11', end: '2027-03-05' },
    { name: 'Penggal 2', start: '2027-03-15', end: '2027-05-21' },
    { name: 'Penggal 3', start: '2027-06-07', end: '2027-08-27' },
    { name: 'Penggal 4', start: '2027-09-06', end: '2027-12-03' },
  ],
  holidays: [{ name: 'Tahun Baharu Cina', start: '2027-02-05', end: '2027-02-08' }],
};

/** The calendars the demo seed stores and the tests read: 2026 (provisional) and 2027 (placeholder), both groups. */
export const EXAMPLE_SCHOOL_CALENDARS: readonly SchoolCalendarInput[] = [
  groupA(B_2026, dayBefore),
  B_2026,
  groupA(B_2027, dayBefore),
  B_2027,
];
