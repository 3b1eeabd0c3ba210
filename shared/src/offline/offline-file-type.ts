/**
 * The files a download keeps (docs/learning.md "Offline downloads"), by extension, with the type the app stores
 * them under and the service worker answers them with (`ui/public/sw.js` holds the same table: it imports nothing).
 */
export const OFFLINE_FILE_TYPES = {
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  zip: 'application/zip',
  vtt: 'text/vtt',
} as const;
export type OfflineExtension = keyof typeof OFFLINE_FILE_TYPES;

/** The ebook formats a subscriber may keep offline: every format an ebook upload accepts. */
const EBOOK_FORMATS = ['pdf', 'epub', 'zip'] as const;
type EbookFormat = (typeof EBOOK_FORMATS)[number];

const isEbookFormat = (value: string): value is EbookFormat =>
  (EBOOK_FORMATS as readonly string[]).includes(value);

/** The format and type an ebook file is kept offline as, or null for a format that cannot be kept. */
export function offlineEbookType(extension: string): { extension: EbookFormat; mime: string } | null {
  const ext = extension.trim().toLowerCase().replace(/^\./, '');
  return isEbookFormat(ext) ? { extension: ext, mime: OFFLINE_FILE_TYPES[ext] } : null;
}

/** The extension a kept file's type is stored under (its local URL's), or null for a type not kept. */
export function offlineExtensionOf(mime: string): OfflineExtension | null {
  const type = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  const found = Object.entries(OFFLINE_FILE_TYPES).find(([, m]) => m === type);
  return found ? (found[0] as OfflineExtension) : null;
}

/**
 * How a kept ebook opens offline: a PDF in the app's own viewer; an EPUB or a ZIP, which no browser shows, is
 * saved to the device (a copy of the kept file under its own name) for a reader app to open.
 */
export function offlineEbookOpening(mime: string | undefined): 'viewer' | 'save' {
  return mime === undefined || offlineExtensionOf(mime) === 'pdf' ? 'viewer' : 'save';
}
