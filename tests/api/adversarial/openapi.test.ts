import { allRoutes, buildOpenApi, operationIdOf } from '@mahir/shared';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';

type Json = Record<string, unknown>;

/** Every `$ref` in the document with where it was found. */
function refsOf(node: unknown, at = '#', out: Array<{ ref: string; at: string }> = []) {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) refsOf(item, `${at}/${i}`, out);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as Json)) {
      if (key === '$ref' && typeof value === 'string') out.push({ ref: value, at });
      else refsOf(value, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
    }
  }
  return out;
}

/** Resolves a local JSON pointer (`#/a/b`) in the document, or undefined. */
function resolvePointer(doc: Json, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !(key in (node as Json))) return undefined;
    node = (node as Json)[key];
  }
  return node;
}

describe('openapi.json', () => {
  const doc = buildOpenApi(allRoutes(), { title: 'Mahir API', version: '1.0.0' });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('resolves every $ref inside the document', () => {
    const refs = refsOf(doc);
    expect(refs.length).toBeGreaterThan(0);
    const unresolved = refs.filter(({ ref }) => resolvePointer(doc, ref) === undefined);
    expect(unresolved).toEqual([]);
    // The recursive discussion thread is a named component, not a dangling `#/$defs/...`.
    expect(refs.some(({ ref }) => ref.includes('$defs'))).toBe(false);
  });

  it('gives every operation a unique operationId and lists a server', () => {
    const ids: string[] = [];
    for (const byMethod of Object.values(doc.paths as Record<string, Record<string, Json>>)) {
      for (const op of Object.values(byMethod)) ids.push(String(op.operationId ?? ''));
    }
    expect(ids).toHaveLength(allRoutes().length);
    expect(ids.every((id) => /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf({ method: 'GET', path: '/ajax/v2/vod/qna/question/{courseId}' })).toBe(
      'getVodQnaQuestionByCourseId',
    );
    expect((doc.servers as unknown[]).length).toBeGreaterThan(0);
  });
});
