/** Texts of the calendar screen and of chapters released by school week (ours: the specs do not draw them). */
export const SCHOOL_CALENDAR_MSG = {
  title: 'Kalendar Persekolahan / School calendar',
  saved: 'Kalendar disimpan. / Calendar saved.',
  yearMismatch: 'Both calendars must be of the year being saved.',
  groupMismatch: 'The first calendar is group A’s (Friday–Saturday weekend), the second group B’s.',
  releaseWeekTutorOnly:
    'Only package courses (Mahir Tutor courses) open chapters by school week. Leave the week empty.',
  releaseWeekRange: 'Choose a school week from 1 to 52, or leave it empty.',
} as const;
