import { CAPTION_LIMITS, CAPTION_MSG } from './caption-text';

export type DecodedCaptions = { ok: true; text: string } | { ok: false; message: string };

/**
 * An upload's bytes as text: at most CAPTION_LIMITS.maxBytes, UTF-8 only (a UTF-8 byte-order mark is dropped;
 * UTF-16 is named so the tutor knows what to change), no NUL or other control characters but tab and line
 * ends, and every line ending (CRLF, CR) made LF.
 */
export function decodeCaptionBytes(bytes: Uint8Array): DecodedCaptions {
  if (bytes.length === 0) return { ok: false, message: CAPTION_MSG.empty };
  if (bytes.length > CAPTION_LIMITS.maxBytes) return { ok: false, message: CAPTION_MSG.tooLarge };
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return { ok: false, message: CAPTION_MSG.utf16 };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { ok: false, message: CAPTION_MSG.notUtf8 };
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text))
    return { ok: false, message: CAPTION_MSG.binary };
  text = text.replace(/\r\n?/g, '\n');
  if (text.trim() === '') return { ok: false, message: CAPTION_MSG.empty };
  return { ok: true, text };
}
