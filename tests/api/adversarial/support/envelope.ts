import { expect } from 'vitest';

/**
 * Whether every failure envelope must carry a machine-readable `code` (engineer A's error codes).
 * Set `STRICT_ERROR_CODE=0` to only check `code` where present.
 */
export const STRICT_ERROR_CODE = process.env.STRICT_ERROR_CODE !== '0';

/** What the suite learned about one answer. */
export interface Answer {
  status: number;
  text: string;
  json: unknown;
  contentType: string;
}

/** Reads an answer without assuming it is JSON. */
export async function readAnswer(res: Response): Promise<Answer> {
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, text, json, contentType: res.headers.get('content-type') ?? '' };
}

/** Why an answer breaks the failure rules (never a 5xx other than a clean 503, always the envelope), or null. */
export function envelopeProblem(answer: Answer): string | null {
  if (answer.status >= 500 && answer.status !== 503)
    return `server error ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return null;
  const body = answer.json as { message?: unknown; code?: unknown } | null;
  if (!body || typeof body !== 'object')
    return `no JSON envelope (${answer.status}): ${answer.text.slice(0, 120)}`;
  if (typeof body.message !== 'string' || !body.message) return `envelope without message (${answer.status})`;
  if (body.code !== undefined && typeof body.code !== 'string')
    return `envelope code is not a string (${answer.status})`;
  if (STRICT_ERROR_CODE && typeof body.code !== 'string') return `envelope without code (${answer.status})`;
  if (/\bat .+\(.+:\d+:\d+\)|node_modules|SQLITE_|syntax error at/i.test(answer.text))
    return `envelope leaks internals (${answer.status}): ${answer.text.slice(0, 160)}`;
  return null;
}

/** Asserts the envelope rules with a readable label. */
export function expectEnvelope(answer: Answer, label: string): void {
  expect(envelopeProblem(answer), label).toBeNull();
}
