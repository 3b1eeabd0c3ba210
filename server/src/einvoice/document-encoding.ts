import { createHash, randomInt } from 'node:crypto';

/** Lowercase hex SHA-256 of a text's UTF-8 bytes (MyInvois's `documentHash`). */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A document as MyInvois's submission body carries it. */
export interface EncodedDocument {
  format: 'JSON';
  document: string;
  documentHash: string;
  codeNumber: string;
}

/** Base64 of the document's bytes and the SHA-256 of the same bytes. */
export function encodeDocument(doc: { codeNumber: string; json: string }): EncodedDocument {
  return {
    format: 'JSON',
    document: Buffer.from(doc.json, 'utf8').toString('base64'),
    documentHash: sha256Hex(doc.json),
    codeNumber: doc.codeNumber,
  };
}

/** The submission body, and its hash (an identical body within ten minutes is a duplicate). */
export function submissionBody(documents: { codeNumber: string; json: string }[]): {
  body: string;
  hash: string;
} {
  const body = JSON.stringify({ documents: documents.map(encodeDocument) });
  return { body, hash: sha256Hex(body) };
}

/** Decodes base64 text strictly; null when it is not base64. */
export function decodeBase64(value: string): string | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0) return null;
  return Buffer.from(value, 'base64').toString('utf8');
}

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function randomAlphanumeric(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/** A UUID or submission UID as MyInvois makes them: 26 Latin letters and digits. */
export function newMyInvoisUid(): string {
  return randomAlphanumeric(26);
}

/** A long id for the validation link (unguessable: about 207 bits). */
export function newLongId(): string {
  return randomAlphanumeric(40);
}
