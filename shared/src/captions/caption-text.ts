/** Limits of an uploaded caption file. */
export const CAPTION_LIMITS = {
  /** A two-hour lesson's captions are about 150 KB; anything much larger is not captions. */
  maxBytes: 1024 * 1024,
  maxCues: 10_000,
  /** Characters of one cue's text after sanitising, markup included (a cue is a line or two on screen). */
  maxCueChars: 1000,
  maxLabelChars: 40,
  /** Errors reported at once; the rest are counted. */
  maxErrors: 10,
} as const;

/** Every refusal and note of a caption upload, in the back office's English. */
export const CAPTION_MSG = {
  empty: 'The caption file is empty.',
  tooLarge: 'The caption file is larger than 1 MB.',
  utf16: 'The caption file is saved as UTF-16. Save it as UTF-8 and upload it again.',
  notUtf8: 'The caption file is not UTF-8 text. Save it as UTF-8 and upload it again.',
  binary: 'The caption file holds characters that are not text.',
  unknownFormat:
    'The file is neither WebVTT (first line "WEBVTT") nor SRT (numbered cues with times such as "00:00:01,000 --> 00:00:04,000").',
  noCues: 'The caption file has no cues.',
  tooManyCues: `The caption file has more than ${CAPTION_LIMITS.maxCues.toLocaleString('en')} cues.`,
  missingTiming: (line: number) =>
    `Line ${line}: a cue needs a time line such as "00:00:01.000 --> 00:00:04.000".`,
  badTimestamp: (line: number, text: string) =>
    `Line ${line}: "${text.slice(0, 40)}" is not a valid time (hours:minutes:seconds.milliseconds, such as 00:01:02.500).`,
  endNotAfterStart: (line: number) => `Line ${line}: the cue ends before or when it starts.`,
  outOfOrder: (line: number) =>
    `Line ${line}: the cue starts before the cue above it. Cues must be in time order.`,
  cueTooLong: (line: number) =>
    `Line ${line}: the cue has more than ${CAPTION_LIMITS.maxCueChars.toLocaleString('en')} characters of text.`,
  beyondVideo: (line: number, length: string) =>
    `Line ${line}: the cue starts after the end of the video (${length}).`,
  moreErrors: (n: number) => `… and ${n} more ${n === 1 ? 'problem' : 'problems'}.`,
  language: 'Choose the language of the captions (a code such as ms, en, zh or ta).',
  label: `Give the captions a name of 1 to ${CAPTION_LIMITS.maxLabelChars} characters, such as "Bahasa Melayu".`,
  droppedEmpty: (n: number) =>
    `${n} ${n === 1 ? 'cue was' : 'cues were'} left out: nothing was left of their text.`,
  droppedMarkup:
    'Formatting other than bold, italic, underline, voices, classes, language and ruby was removed.',
} as const;
