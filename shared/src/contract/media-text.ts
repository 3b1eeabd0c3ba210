/** Texts of the media area that the spec leaves unwritten. */
export const MEDIA_MSG = {
  noVideo: 'This module has no video yet.',
  linkCopied: 'Link copied',
  badPosition: 'The position must be a number of seconds within the video.',
} as const;
