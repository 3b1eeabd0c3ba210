/** Texts of the captions panel and routes (our wording). */
export const CAPTION_TEXT = {
  title: 'Sari kata / Captions',
  none: 'No captions yet.',
  upload: 'Upload captions',
  uploaded: 'Captions saved.',
  removed: 'Captions removed.',
  remove: 'Remove',
  noFile: 'Choose a WebVTT (.vtt) or SRT (.srt) caption file.',
  notFound: 'This module has no captions in that language.',
  formats: 'WebVTT (.vtt) or SRT (.srt), UTF-8, up to 1 MB',
} as const;
