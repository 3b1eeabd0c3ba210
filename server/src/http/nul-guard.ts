import { MSG } from '@mahir/shared';

/**
 * Fields whose text holds a NUL character, as `{ 'a.b': [message] }`. PostgreSQL cannot store NUL in
 * text, so both databases refuse it at the door with the same 422.
 */
export function nulFieldErrors(value: unknown, path = ''): Record<string, string[]> {
  if (typeof value === 'string') return value.includes('\u0000') ? { [path || '_']: [MSG.nulCharacter] } : {};
  if (typeof value !== 'object' || value === null) return {};
  let out: Record<string, string[]> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) out[path || '_'] = [MSG.nulCharacter];
    out = { ...out, ...nulFieldErrors(item, path ? `${path}.${key}` : key) };
  }
  return out;
}
