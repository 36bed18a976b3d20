import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/** Where a common word was dressed up: capitals, digits and symbols around it, l33t letters. */
const L33T: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

function variants(password: string): Set<string> {
  const lower = password.toLowerCase();
  const bare = lower.replace(/^[\d\W_]+/, '').replace(/[\d\W_]+$/, '');
  const out = new Set([lower, bare, lower.replace(/[\d\W_]+$/, ''), lower.replace(/^[\d\W_]+/, '')]);
  for (const text of [...out]) out.add(text.replace(/[@4310!$57]/g, (c) => L33T[c]!));
  out.delete('');
  return out;
}

/**
 * Whether a password is one of the ~49,000 most common in breach lists (zxcvbn's list, shipped
 * offline with @zxcvbn-ts/language-common), even dressed up as 'Password123!' or 'P@ssw0rd2024':
 * the composition rule alone lets those through, and they are the first an attacker tries.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  for (const candidate of variants(password)) if (common.has(candidate)) return true;
  return false;
}
