/**
 * Text PostgreSQL cannot store: a NUL character (U+0000) or half of a UTF-16 surrogate pair.
 * Input is refused with a 400 before it reaches a statement, which would fail with a 500.
 */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * The path of the first string in a value (object keys included, nested arrays and objects
 * walked) that cannot be stored, or undefined when all can. `depth` stops runaway nesting.
 */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path || 'value';
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  if (ArrayBuffer.isView(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return at;
    const found = findUnstorableText(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}
