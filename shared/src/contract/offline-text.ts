/** Texts of offline downloads (our wording: the specs do not draw them). */
export const OFFLINE_MSG = {
  badClientId: 'Each queued item needs the id the app made for it (a UUID).',
  badTime: 'The time an item was made must be an ISO date and time.',
  duplicateModule: 'A module is listed twice.',
  duplicateFile: 'A file is listed twice.',
  nothingAsked: 'Name at least one module or file to keep offline, and at most 50 in all.',
  notEbookFormat: 'Only PDF, EPUB and ZIP ebooks can be kept offline.',
  notMp3: 'Only MP3 audio parts can be played offline.',
} as const;
