import type { Catalogue } from './create-i18n';

/** Every key of a catalogue as a dotted path, with its text. */
export function flattenCatalogue(tree: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenCatalogue(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/**
 * What is wrong with a language's catalogue against the spec catalogue (the CI check of both apps): keys it
 * lacks, keys the spec catalogue does not have, empty texts, and texts whose `{{placeholders}}` differ.
 * Each problem is one line naming the key; none is an empty list.
 */
export function catalogueProblems(spec: Catalogue, other: Catalogue): string[] {
  const want = flattenCatalogue(spec);
  const have = flattenCatalogue(other);
  const problems: string[] = [];
  for (const key of want.keys()) if (!have.has(key)) problems.push(`missing: ${key}`);
  for (const [key, text] of have) {
    const specText = want.get(key);
    if (specText === undefined) problems.push(`not in spec: ${key}`);
    else if (text.trim() === '') problems.push(`empty: ${key}`);
    else if (placeholders(text) !== placeholders(specText)) problems.push(`placeholders differ: ${key}`);
  }
  return problems;
}

/** The keys some code asks for with `t()` written out (a key built at run time is not seen), with its file. */
export function keysUsed(files: Record<string, string>): Map<string, string> {
  const used = new Map<string, string>();
  for (const [file, text] of Object.entries(files))
    if (!/\.test\.tsx?$/.test(file))
      for (const m of text.matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.set(m[1] ?? '', file);
  return used;
}
