import { checkKey } from '../storage/storage-key';

/** The public check page of a certificate, printed on it and in its QR code: `PUBLIC_URL/certificates/{code}`. */
export function certificateCheckUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/certificates/${encodeURIComponent(code)}`;
}

/** Where a certificate's PDF is stored: `certificates/<2>/<code>.pdf`, fanned out like media. */
export function certificateFileKey(code: string): string {
  return checkKey(`certificates/${code.slice(0, 2)}/${code}.pdf`);
}
