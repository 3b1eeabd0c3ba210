/**
 * Crockford's base 32: digits and capitals without I, L, O and U, so no two symbols look alike; read back, O is
 * taken as 0 and I or L as 1, and case and hyphens do not matter.
 */
export const CERTIFICATE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Random symbols in a code: 10 x 5 bits = 50 bits, about 10^15 codes, so guessing one is hopeless. */
export const CERTIFICATE_RANDOM_LENGTH = 10;
/** The random symbols and one check symbol. */
export const CERTIFICATE_CODE_LENGTH = CERTIFICATE_RANDOM_LENGTH + 1;

const N = CERTIFICATE_ALPHABET.length;

/**
 * The Luhn mod N check symbol over `symbols` (values 0..31): it catches every single mistyped symbol and every
 * swap of two neighbours, which is how people get codes wrong when they copy them from paper, but one: like
 * Luhn's 09 and 90, a swap of 0 and Z (values 0 and N - 1) keeps the sum. Such a code is then simply not found.
 */
function checkValue(values: readonly number[]): number {
  let sum = 0;
  let factor = 2;
  for (let i = values.length - 1; i >= 0; i--) {
    const addend = factor * (values[i] ?? 0);
    sum += Math.floor(addend / N) + (addend % N);
    factor = factor === 2 ? 1 : 2;
  }
  return (N - (sum % N)) % N;
}

/** Random bytes from the platform's CSPRNG (Web Crypto, in Node 20 and every browser). */
function cryptoBytes(n: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}

/**
 * A new verification code: ten random symbols and a check symbol, `7K3M9Q2XHW5`. Each random byte is cut to
 * its low 5 bits, which is uniform because 256 is a multiple of 32. `random` is for tests.
 */
export function newCertificateCode(random: (n: number) => Uint8Array = cryptoBytes): string {
  const values = [...random(CERTIFICATE_RANDOM_LENGTH)].map((b) => b & (N - 1));
  return [...values, checkValue(values)].map((v) => CERTIFICATE_ALPHABET[v]).join('');
}

/** A code as printed: in groups of four for reading aloud, `7K3M-9Q2X-HW5`. */
export function formatCertificateCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * A code as someone typed it, made canonical (upper case, no spaces or hyphens, O as 0, I and L as 1), or null
 * when it cannot be one: wrong length, a symbol outside the alphabet, or a check symbol that does not match.
 * The public check answers "not found" for null without asking the database.
 */
export function normaliseCertificateCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== CERTIFICATE_CODE_LENGTH) return null;
  const values = [...code].map((ch) => CERTIFICATE_ALPHABET.indexOf(ch));
  if (values.some((v) => v < 0)) return null;
  return checkValue(values.slice(0, -1)) === values.at(-1) ? code : null;
}
