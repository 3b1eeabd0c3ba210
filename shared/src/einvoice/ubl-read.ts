import type { IssueList } from './validation-issue';

/** A JSON object inside a received document, with the path it was found at. */
export interface At {
  node: Record<string, unknown>;
  path: string;
}

export function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * The objects of `at.node[key]`, which UBL JSON writes as an array. A value that is not an array of
 * objects is a structure error; a missing one is reported only when `required`.
 */
export function items(issues: IssueList, at: At, key: string, required: boolean): At[] {
  const path = `${at.path}.${key}`;
  const value = at.node[key];
  if (value === undefined) {
    if (required) issues.add('coreFields', 'MissingField', path, `${key} is required`);
    return [];
  }
  if (!Array.isArray(value) || value.some((x) => !isObject(x))) {
    issues.add('structure', 'BadStructure', path, `${key} must be an array of objects`);
    return [];
  }
  if (required && value.length === 0) issues.add('coreFields', 'MissingField', path, `${key} is required`);
  return value.map((node, i) => ({ node: node as Record<string, unknown>, path: `${path}[${i}]` }));
}

/** The first object of `at.node[key]`, or undefined. */
export function one(issues: IssueList, at: At, key: string, required: boolean): At | undefined {
  return items(issues, at, key, required)[0];
}

/** A leaf `[{ "_": value, ...attributes }]`: its value, attributes and path; undefined when absent. */
export interface Leaf {
  value: unknown;
  attrs: Record<string, unknown>;
  path: string;
}
export function leaf(issues: IssueList, at: At, key: string, required: boolean): Leaf | undefined {
  const found = one(issues, at, key, required);
  if (!found) return undefined;
  if (!('_' in found.node)) {
    issues.add('structure', 'BadStructure', found.path, `${key} must hold its value under "_"`);
    return undefined;
  }
  const { _: value, ...attrs } = found.node;
  return { value, attrs, path: found.path };
}

/** A text leaf, trimmed; checks its presence and length. Empty text counts as absent. */
export function text(
  issues: IssueList,
  at: At,
  key: string,
  opts: { required: boolean; max: number },
): { value: string; path: string } | undefined {
  const l = leaf(issues, at, key, opts.required);
  if (!l) return undefined;
  if (typeof l.value !== 'string') {
    issues.add('structure', 'BadStructure', l.path, `${key} must be text`);
    return undefined;
  }
  const value = l.value.trim();
  if (!value) {
    if (opts.required) issues.add('coreFields', 'MissingField', l.path, `${key} is required`);
    return undefined;
  }
  if (value.length > opts.max)
    issues.add('coreFields', 'InvalidLength', l.path, `${key} is longer than ${opts.max} characters`);
  return { value, path: l.path };
}

/** A JSON number with at most two decimals as signed sen (notes may carry negative adjustments). */
export function parseAmount(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const scaled = value * 100;
  const sen = Math.round(scaled);
  return Math.abs(scaled - sen) < 1e-6 && Number.isSafeInteger(sen) ? sen : null;
}

/** An amount leaf in MYR as sen; reports numbers that are not amounts and a wrong currency. */
export function amount(issues: IssueList, at: At, key: string, required: boolean): number | undefined {
  const l = leaf(issues, at, key, required);
  if (!l) return undefined;
  const sen = parseAmount(l.value);
  if (sen === null) {
    issues.add('structure', 'BadStructure', l.path, `${key} must be a number with at most two decimals`);
    return undefined;
  }
  if (l.attrs.currencyID !== undefined && typeof l.attrs.currencyID !== 'string')
    issues.add('structure', 'BadStructure', `${l.path}.currencyID`, 'currencyID must be text');
  return sen;
}
