import type { MouseEvent } from 'react';

/**
 * What every lesson and preview player shares: controls without a download button or a context menu (the file
 * is the tutor's to sell), and only the metadata loaded before play.
 */
export const GUARDED_MEDIA = {
  controls: true,
  preload: 'metadata',
  controlsList: 'nodownload',
  onContextMenu: (e: MouseEvent) => e.preventDefault(),
} as const;

/** A video player adds: inline on phones, and no picture-in-picture. */
export const GUARDED_VIDEO = { ...GUARDED_MEDIA, playsInline: true, disablePictureInPicture: true } as const;
