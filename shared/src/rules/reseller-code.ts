/** A reseller code is at most six characters (spec 002 §9). */
export const RESELLER_CODE_MAX = 6;
const PREFIX = 'RS';
// No 0/O or 1/I, so a code read out over the phone is not mistaken.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A reseller code issued on approval: 'RS' and four characters of an unambiguous alphabet (about a
 * million codes). `pick(n)` returns a whole number in `[0, n)`; the caller retries on a taken code.
 *
 * @example resellerCodeFrom(() => 0) // 'RS2222'
 */
export function resellerCodeFrom(pick: (n: number) => number): string {
  let code = PREFIX;
  while (code.length < RESELLER_CODE_MAX) code += ALPHABET[pick(ALPHABET.length)] ?? '2';
  return code;
}

/** Whether a code has the issued shape. */
export function isIssuedResellerCode(code: string): boolean {
  return new RegExp(`^${PREFIX}[${ALPHABET}]{${RESELLER_CODE_MAX - PREFIX.length}}$`).test(code);
}
