import { CATEGORY } from '../constants';
import { formatSize } from './text';

/** What an upload route expects; each kind accepts a fixed set of content types (docs/design-contract.md, "Uploads and media"). */
export type IngestKind = 'ebook' | 'photo' | 'audio' | 'video' | 'image' | 'banner' | 'attachment';

/** File types as read from the content (magic bytes), named by their canonical extension. */
export type ContentType = 'pdf' | 'epub' | 'zip' | 'jpg' | 'png' | 'mp3' | 'mp4';

export const INGEST_ACCEPTS: Record<IngestKind, readonly ContentType[]> = {
  ebook: ['pdf', 'epub', 'zip'],
  photo: ['jpg', 'png', 'zip'],
  audio: ['mp3'],
  video: ['mp4'],
  image: ['jpg', 'png'],
  banner: ['jpg', 'png'],
  attachment: ['pdf', 'epub', 'zip', 'mp3', 'jpg', 'png'],
};

/** Largest file per kind, in bytes. */
export const INGEST_MAX_BYTES: Record<IngestKind, number> = {
  ebook: 500 * 1024 * 1024,
  photo: 1024 * 1024 * 1024,
  audio: 1024 * 1024 * 1024,
  video: 2 * 1024 * 1024 * 1024,
  image: 10 * 1024 * 1024,
  banner: 10 * 1024 * 1024,
  attachment: 100 * 1024 * 1024,
};

/** Limits on a zip's content (photo and e-book zips): no zip bombs, no path tricks. */
export const ZIP_LIMITS = {
  maxEntries: 500,
  maxTotalBytes: 2 * 1024 * 1024 * 1024,
  /** An entry expanding more than this many times its compressed size is refused as a bomb. */
  maxRatio: 200,
  maxNameLength: 255,
} as const;

/** What a zip of each kind may contain. */
export const ZIP_ENTRY_ACCEPTS: Partial<Record<IngestKind, readonly ContentType[]>> = {
  photo: ['jpg', 'png'],
  ebook: ['pdf', 'epub'],
  attachment: ['pdf', 'epub', 'jpg', 'png', 'mp3'],
};

const NAMES: Record<ContentType, string> = {
  pdf: 'PDF',
  epub: 'EPUB',
  zip: 'ZIP',
  jpg: 'JPG',
  png: 'PNG',
  mp3: 'MP3',
  mp4: 'MP4',
};

/** 'PDF, EPUB or ZIP' */
export function typeList(types: readonly ContentType[]): string {
  const names = types.map((t) => NAMES[t]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** Refusal texts (the spec shows the server's message in the field; its wording is ours). */
export const INGEST_MSG = {
  missing: 'Choose a file to upload.',
  uploadUnknown: 'This upload does not exist or is not finished yet.',
  empty: 'The file is empty.',
  wrongType: (kind: IngestKind) => `Only ${typeList(INGEST_ACCEPTS[kind])} files are accepted.`,
  tooLarge: (kind: IngestKind) => fileTooLarge(INGEST_MAX_BYTES[kind]),
  damaged: (type: ContentType) => `The file is damaged or is not a real ${NAMES[type]} file.`,
  truncated: (type: ContentType) =>
    `The ${NAMES[type]} file is incomplete: it ends before its own length says, as if it was cut off while ` +
    'uploading. Please upload the whole file again.',
  noDuration: 'The duration of this file could not be read.',
  noPicture: 'This video has no picture.',
  zipTooMany: `The zip has more than ${ZIP_LIMITS.maxEntries} files.`,
  zipTooBig: 'The zip is too large when unpacked.',
  zipBomb: 'The zip contains a file that expands suspiciously; it was refused.',
  zipUnsafeName: 'The zip contains an unsafe file name.',
  zipEmpty: 'The zip contains no files.',
  zipEntryType: (kind: IngestKind) =>
    `The zip may only contain ${typeList(ZIP_ENTRY_ACCEPTS[kind] ?? [])} files.`,
  previewCategory: 'Choose the main category before the preview file.',
} as const;

/** The refusal of a file over `maxBytes` (an upload kind's cap, or a multipart route's file field limit). */
export function fileTooLarge(maxBytes: number): string {
  return `The file is larger than ${formatSize(maxBytes)}.`;
}

/** The preview file of a digital asset depends on its main category: 7 PDF, 8 MP3, 9 JPG/PNG. */
export function previewKindFor(categoryId: number): IngestKind | null {
  if (categoryId === CATEGORY.ebook) return 'ebook';
  if (categoryId === CATEGORY.audiobook) return 'audio';
  if (categoryId === CATEGORY.stockPhoto) return 'image';
  return null;
}

/** Preview files accept fewer types than the content itself: no zips. */
export function previewAccepts(kind: IngestKind): readonly ContentType[] {
  return INGEST_ACCEPTS[kind].filter((t) => t !== 'zip');
}

/**
 * Whether a zip entry's name is safe to keep: relative, no `..` segment, no drive letter or backslash,
 * no control characters, not too long.
 */
export function isSafeZipEntryName(name: string): boolean {
  if (!name || name.length > ZIP_LIMITS.maxNameLength) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(name)) return false;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  return !name.split('/').some((part) => part === '..' || part === '.');
}

/** '1920 x 1080' */
export function resolutionText(width: number, height: number): string {
  return `${width} x ${height}`;
}
