import type { ContentType } from '@mahir/shared/rules/upload-format';
import type { FileTypeResult } from 'file-type';

/** Maps what file-type read from the magic bytes to the types uploads know; undefined for anything else. */
export function contentTypeOf(result: FileTypeResult | undefined): ContentType | undefined {
  switch (result?.ext) {
    case 'pdf':
      return 'pdf';
    case 'epub':
      return 'epub';
    case 'zip':
      return 'zip';
    case 'jpg':
      return 'jpg';
    case 'png':
      return 'png';
    case 'mp3':
      return 'mp3';
    case 'mp4':
    case 'm4v':
      return 'mp4';
    default:
      return undefined;
  }
}
