import type { DemoAccount } from '@mahir/seed';

/** A file as a client sends it: the name and type it claims, and the bytes it really holds. */
export interface SampleFile {
  label: string;
  filename: string;
  type: string;
  data: Uint8Array<ArrayBuffer>;
  /**
   * The bytes are a real image under a lying name and type: a route judging by content may take it, but
   * must then store it under its own name (nothing of `filename` in the answer).
   */
  genuine?: boolean;
}

const bytes = (...parts: Array<string | number[]>): Uint8Array<ArrayBuffer> => {
  const chunks = parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)));
  return new Uint8Array(Buffer.concat(chunks));
};

/** A real 1x1 PNG. */
export const PNG_1PX = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** Files that lie about what they are: each must be refused by any route that accepts images. */
export const LYING_IMAGES: SampleFile[] = [
  {
    label: 'HTML named .png',
    filename: 'photo.png',
    type: 'image/png',
    data: bytes('<html><script>alert(1)</script></html>'),
  },
  {
    label: 'SVG with script',
    filename: 'logo.svg',
    type: 'image/svg+xml',
    data: bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  },
  {
    label: 'ELF named .jpg',
    filename: 'me.jpg',
    type: 'image/jpeg',
    data: bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], 'x'.repeat(64)),
  },
  {
    label: 'GIF/JS polyglot',
    filename: 'x.gif',
    type: 'image/gif',
    data: bytes('GIF89a/*', [0, 0], '*/=alert(1)//'),
  },
  {
    label: 'PNG header, then garbage',
    filename: 'broken.png',
    type: 'image/png',
    data: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'garbage'),
  },
  {
    label: 'real PNG named .php',
    filename: 'shell.php',
    type: 'application/x-php',
    data: PNG_1PX,
    genuine: true,
  },
];

/** Names that try to leave the upload folder or confuse whatever stores them. */
export const HOSTILE_NAMES = [
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/shadow',
  'a\u0000.png',
  '.htaccess',
  `${'A'.repeat(300)}.png`,
  'CON.png',
  '%2e%2e%2fescape.png',
];

/** A multipart body with text fields and one file part. */
export function multipartBody(
  boundary: string,
  fields: Record<string, string>,
  file: { field: string; filename: string; type: string; data: Uint8Array },
): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      'latin1',
    ),
    Buffer.from(file.data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return new Uint8Array(Buffer.concat(parts));
}

/** How the upload suite calls a multipart route: who owns it, its file field, what it accepts, other fields. */
export interface UploadProbe {
  owner: DemoAccount;
  field: string;
  accepts: 'image' | 'any';
  fields?: Record<string, string>;
  /** Path parameters: the checks here come before the route looks its record up, so any real-looking id does. */
  params?: Record<string, string>;
}

/** A route whose file goes in the field `file` (all but the avatar's). */
function fileProbe(
  owner: DemoAccount,
  accepts: UploadProbe['accepts'],
  fields?: Record<string, string>,
): UploadProbe {
  return fields ? { owner, field: 'file', accepts, fields } : { owner, field: 'file', accepts };
}

/**
 * Every contract route that declares `files`, keyed by `METHOD path`; a route declaring files without a line
 * here fails the upload suite. `accepts: 'image'` routes must refuse every lying image (415/422, or the
 * upload answer's `is_format: false`); `fields` go with the file (e.g. the preview's category).
 */
export const UPLOAD_ROUTES: Record<string, UploadProbe> = {
  'POST /ajax/v2/profile/upload-avatar': { owner: 'student', field: 'avatar', accepts: 'image' },
  'POST /ajax/v2/tutor/course/upload-video': fileProbe('tutor', 'any', { preview: '1' }),
  'POST /ajax/v2/tutor/course/upload-attachment': fileProbe('tutor', 'any'),
  'POST /ajax/v2/tutor/course/upload-banner': fileProbe('tutor', 'image'),
  'POST /ajax/v2/tutor/digital-asset/upload-ebook': fileProbe('tutor', 'any'),
  'POST /ajax/v2/tutor/course/module/{id}/captions': { ...fileProbe('tutor', 'any'), params: { id: '1' } },
  'POST /ajax/v2/tutor/digital-asset/upload-stokfoto': fileProbe('tutor', 'image'),
  'POST /ajax/v2/tutor/digital-asset/upload-audio': fileProbe('tutor', 'any'),
  'POST /ajax/v2/tutor/digital-asset/upload-banner': fileProbe('tutor', 'image'),
  'POST /ajax/v2/tutor/digital-asset/upload-preview': fileProbe('tutor', 'image', { category_id: '9' }),
  'POST /ajax/v2/admin/merchandise/upload-image': fileProbe('admin', 'image'),
  'POST /ajax/v2/admin/banner/upload': fileProbe('admin', 'image'),
  'POST /ajax/v2/admin/event/upload-image': fileProbe('admin', 'image'),
};

/**
 * The largest file limit the suite streams past to check the 413: bigger limits (videos, e-books, audio)
 * are the same streaming check in the same middleware, and sending gigabytes would only slow the run.
 */
export const STREAMED_LIMIT_MAX = 32 * 1024 * 1024;
