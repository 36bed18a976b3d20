/**
 * Sentences for schema refusals. Zod's own messages ('Too big: expected number to be
 * <=1000000', 'Invalid input: expected string, received undefined') are for developers; a
 * refusal reaches a seller as an alert, so each issue becomes a sentence naming the field in
 * words. Messages our schemas set themselves ('Invalid Email!', the spec's texts) are kept.
 */
import { z } from 'zod';

export interface ValidationIssue {
  /** Zod's issue code (fastify-type-provider-zod's `keyword`). */
  code: string;
  path: readonly (string | number)[];
  message: string;
  params: Record<string, unknown>;
}

/** Where a field sits in the request (fastify's `validationContext`). */
export type ValidationContext = 'body' | 'querystring' | 'params' | 'headers' | string | undefined;

/** Names whose words read better than their split camelCase. */
const FIELD_LABELS: Record<string, string> = {
  _id: 'Id',
  id: 'Id',
  email: 'E-mail',
  perPage: 'Rows per page',
  nPerPage: 'Rows per page',
  pageNumber: 'Page number',
  pageNum: 'Page number',
  amountToUse: 'Subscription amount',
  storeId: 'Store',
  storeMarketplaceId: 'Store marketplace',
  storeMarketplaces: 'Marketplaces',
  fbaType: 'FBA type',
  sellerSku: 'Seller SKU',
  asin: 'ASIN',
  fnsku: 'FNSKU',
  sku: 'SKU',
  cvcToken: 'Card security code',
  cardToken: 'Card number',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  addressline1: 'Address line 1',
  addressline2: 'Address line 2',
  stateOrProvinceCode: 'State',
  countryCode: 'Country',
  postalCode: 'Postal code',
  destinationFulfillmentId: 'Fulfilment centre',
  userName: 'Username',
};

/** 'amountToUse' -> 'Amount to use'; a known name -> its label. */
export function labelOf(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    // Acronyms (FBA, SKU, ASIN) keep their capitals.
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()));
  if (words.length === 0) return 'A field';
  const text = words.join(' ');
  return text[0]!.toUpperCase() + text.slice(1);
}

/** The field an issue is about, in words: the last named key of its path. */
function fieldOf(path: readonly (string | number)[], context: ValidationContext): string | null {
  const named = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (named) {
    const index = path.findIndex((part) => typeof part === 'number');
    const label = labelOf(named);
    // An item of a list: 'Row 3: SKU' reads as the seller's file or table does.
    return index >= 0 && index < path.length - 1 ? `${label} (item ${Number(path[index]) + 1})` : label;
  }
  if (typeof path[0] === 'number') return `Item ${path[0] + 1}`;
  return context === 'querystring' ? 'The address' : null;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
};

const zodEnglish = z.locales.en();

/**
 * Whether a message is zod's default for the issue (then we write our own), not one a schema
 * set: the default is recomputed from the issue. Only invalid_type's names the input, which the
 * issue does not carry, so its prefix is compared.
 */
export function isZodDefaultMessage(issue: ValidationIssue): boolean {
  if (issue.code === 'invalid_type') return /^Invalid input: expected \S+, received /.test(issue.message);
  if (issue.message === 'Invalid input') return true;
  try {
    const computed = zodEnglish.localeError?.({ ...issue.params, code: issue.code, path: [...issue.path] } as never);
    const text = typeof computed === 'string' ? computed : computed?.message;
    return text === issue.message;
  } catch {
    return false;
  }
}

const num = (value: unknown) => (typeof value === 'bigint' ? value.toString() : Number(value).toLocaleString('en-US'));

function sizeUnit(origin: unknown): string | null {
  if (origin === 'string') return 'characters';
  if (origin === 'array' || origin === 'set') return 'items';
  if (origin === 'file') return 'bytes';
  return null;
}

/** One issue as a sentence a seller understands. */
export function describeIssue(issue: ValidationIssue, context: ValidationContext): string {
  if (!isZodDefaultMessage(issue)) {
    return issue.message;
  }
  const field = fieldOf(issue.path, context);
  const subject = field ?? 'The request';
  const p = issue.params;
  switch (issue.code) {
    case 'invalid_type': {
      if (/received undefined$/.test(issue.message)) {
        return field ? `${field} is required.` : 'The request is missing its details. Reload the page and try again.';
      }
      const expected = TYPE_WORDS[String(p.expected)] ?? 'of another kind';
      return field ? `${field} must be ${expected}.` : `The request must be ${expected}.`;
    }
    case 'too_big': {
      const unit = sizeUnit(p.origin);
      const limit = num(p.maximum);
      if (p.exact) return `${subject} must have exactly ${limit} ${unit ?? ''}`.trimEnd() + '.';
      if (unit) return `${subject} can have at most ${limit} ${unit}.`;
      return p.inclusive === false ? `${subject} must be less than ${limit}.` : `${subject} must be ${limit} or less.`;
    }
    case 'too_small': {
      const unit = sizeUnit(p.origin);
      const limit = num(p.minimum);
      if (unit && Number(p.minimum) === 1 && p.origin === 'string') return `${subject} is required.`;
      if (unit && Number(p.minimum) === 1) return `${subject} needs at least one item.`;
      if (p.exact) return `${subject} must have exactly ${limit} ${unit ?? ''}`.trimEnd() + '.';
      if (unit) return `${subject} needs at least ${limit} ${unit}.`;
      return p.inclusive === false ? `${subject} must be more than ${limit}.` : `${subject} must be ${limit} or more.`;
    }
    case 'invalid_value': {
      const values = Array.isArray(p.values) ? p.values.map(String) : [];
      if (values.length === 1) return `${subject} must be ${values[0]}.`;
      if (values.length > 0 && values.length <= 12) return `${subject} must be one of: ${values.join(', ')}.`;
      return `${subject} is not one of the choices.`;
    }
    case 'invalid_format': {
      if (p.format === 'email') return `${subject} must be a valid e-mail address.`;
      if (p.format === 'uuid' || p.format === 'guid') return `${subject} does not name anything we know.`;
      if (p.format === 'datetime' || p.format === 'date') return `${subject} must be a date.`;
      if (p.format === 'url') return `${subject} must be a web address.`;
      return `${subject} is not in the expected format.`;
    }
    case 'not_multiple_of':
      return `${subject} must be a multiple of ${num(p.divisor)}.`;
    case 'unrecognized_keys': {
      const keys = Array.isArray(p.keys) ? p.keys.map((key) => labelOf(String(key))) : [];
      return `${field ? `${field} has` : 'The request has'} ${keys.length > 1 ? 'fields' : 'a field'} we do not use: ${keys.join(', ')}.`;
    }
    default:
      return `${subject} is not valid.`;
  }
}

/** The first of a zod error's issues as a sentence: for services that parse with zod themselves. */
export function describeZodIssues(
  issues: readonly { code: string; path: PropertyKey[]; message: string }[],
  context: ValidationContext = 'body',
): string {
  const first = issues[0];
  if (!first) return 'Something in the request is not valid. Reload the page and try again.';
  const { code, path, message, ...params } = first;
  return describeIssue(
    { code, path: path.filter((p): p is string | number => typeof p !== 'symbol'), message, params },
    context,
  );
}
