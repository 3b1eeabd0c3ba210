import { MSG } from '@mahir/shared';

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit, prefix: string): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) keys.push(at.key);
  const path = [prefix, ...keys.reverse()].filter(Boolean).join('.');
  return path || '_';
}

/**
 * Fields whose text holds a NUL character, as `{ 'a.b': [message] }`. PostgreSQL cannot store NUL in
 * text, so both databases refuse it at the door with the same 422. Walks with its own stack and builds a
 * path only for a field it reports, so a body nested tens of thousands of levels deep cannot overflow.
 */
export function nulFieldErrors(value: unknown, path = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) out[pathOf(next, path)] = [MSG.nulCharacter];
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    for (const [key, item] of Object.entries(next.value)) {
      if (key.includes('\u0000')) out[pathOf(next, path)] = [MSG.nulCharacter];
      pending.push({ value: item, key, parent: next });
    }
  }
  return out;
}
