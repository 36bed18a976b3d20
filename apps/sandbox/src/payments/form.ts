// Stripe's request encoding: application/x-www-form-urlencoded with bracket nesting, as the
// official SDKs write it (`card[token]=tok_1`, `payment_method_types[0]=card`, `metadata[k]=v`).

export type FormValue = string | FormObject;
/** Nested parameters; lists stay objects keyed '0', '1'... until a reader asks for a list (readFormList). */
export interface FormObject {
  [key: string]: FormValue;
}

/** A body or query string that cannot be read as Stripe parameters. */
export class FormError extends Error {}

const MAX_PAIRS = 1000;
const MAX_DEPTH = 6;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const INDEX = /^(0|[1-9]\d{0,5})$/;

function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open === -1) return [key];
  const segments = [key.slice(0, open)];
  let rest = key.slice(open);
  while (rest.length > 0) {
    const match = /^\[([^[\]]*)\]/.exec(rest);
    if (!match) throw new FormError(`Invalid parameter name: ${key}`);
    segments.push(match[1]!);
    rest = rest.slice(match[0].length);
  }
  return segments;
}

/**
 * Parses a form-encoded string into nested objects the way Stripe's API reads it: `a[b]=1`
 * nests, `a[0]=x&a[1]=y` and `a[]=x&a[]=y` give `a` the keys '0' and '1' (a list once read
 * with readFormList: only the endpoint knows whether `metadata[0]` is a list or a key), a
 * repeated name keeps the last value. Throws FormError for malformed names, a name used both
 * as a value and as a container, more than 1000 pairs or nesting deeper than 6.
 */
export function parseBracketForm(text: string): FormObject {
  const root: FormObject = {};
  let pairs = 0;
  for (const [key, value] of new URLSearchParams(text)) {
    if (++pairs > MAX_PAIRS) throw new FormError(`Too many parameters (more than ${MAX_PAIRS}).`);
    const segments = splitKey(key);
    if (segments[0] === '') throw new FormError(`Invalid parameter name: ${key || '(empty)'}`);
    if (segments.length > MAX_DEPTH) throw new FormError(`Parameter nested too deeply: ${key}`);
    let node: FormObject = root;
    for (let i = 0; i < segments.length; i++) {
      let segment = segments[i]!;
      if (FORBIDDEN_KEYS.has(segment)) throw new FormError(`Invalid parameter name: ${key}`);
      // `a[]` appends: the next free index of that container.
      if (segment === '') segment = String(Object.keys(node).length);
      const last = i === segments.length - 1;
      const existing = Object.hasOwn(node, segment) ? node[segment] : undefined;
      if (last) {
        if (existing !== undefined && typeof existing !== 'string')
          throw new FormError(`Parameter ${key} is given both as a value and with nested keys.`);
        node[segment] = value;
      } else {
        if (typeof existing === 'string')
          throw new FormError(`Parameter ${key} is given both as a value and with nested keys.`);
        if (existing === undefined) node[segment] = {};
        node = node[segment] as FormObject;
      }
    }
  }
  return root;
}

/** The values of `a[0]=x&a[1]=y` (or `a[]=...`) in index order; undefined if `value` is not such a list. */
export function readFormList(value: FormValue): FormValue[] | undefined {
  if (typeof value === 'string') return undefined;
  const keys = Object.keys(value);
  if (!keys.every((key) => INDEX.test(key))) return undefined;
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => value[key]!);
}

/** The same JSON for equal parameters whatever their order, to compare idempotent requests. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
