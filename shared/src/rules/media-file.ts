/** mp3 files play inline (an audio player) instead of being downloaded (spec 001, attachments). */
export function isInlineAudio(extension: string): boolean {
  return extension.trim().toLowerCase().replace(/^\./, '') === 'mp3';
}

/** A PDF can be shown in the browser's own viewer (ebook preview modal). */
export function isPdf(urlOrExtension: string): boolean {
  const path = urlOrExtension.split(/[?#]/)[0] ?? '';
  return /(^|\.)pdf$/i.test(path.trim());
}
