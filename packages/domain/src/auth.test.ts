import { describe, expect, it } from 'vitest';
import { isPasswordComposed, ratePasswordStrength, signUpFormSchema } from './auth.js';
import { cutForProfile } from './constants.js';

const firstMessage = (input: unknown) => {
  const result = signUpFormSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe('sign-up rules', () => {
  const ok = { name: 'Ann', email: 'ann@example.com', password: 'Good_Pass_123', confirmPassword: 'Good_Pass_123' };
  it('accepts a valid form', () => expect(firstMessage(ok)).toBeNull());
  it.each([
    [{ ...ok, email: 'ann@' }, 'Invalid Email!'],
    [
      { ...ok, password: 'good_pass_123', confirmPassword: 'good_pass_123' },
      'Password must contain capital, small letter, number and symbols',
    ],
    [{ ...ok, password: 'Go_d1', confirmPassword: 'Go_d1' }, 'Password must be at least 12 characters'],
    [{ ...ok, confirmPassword: 'Other_Pass_123' }, "Password doesn't Match"],
    [{ ...ok, name: '  ' }, 'Name is required'],
  ])('%j fails with the spec message', (input, message) => {
    expect(firstMessage(input)).toContain(message);
  });
  it.each(['!', '@', '#', '$', '%', '^', '&', '*', '_', '.'])('accepts the symbol %s', (symbol) => {
    expect(isPasswordComposed(`Abcdefgh1${symbol}`)).toBe(true);
  });
  it('does not count other symbols', () => expect(isPasswordComposed('Abcdefgh1-')).toBe(false));
});

describe('password strength meter', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['Abc1!', 2],
    ['Abcdefghij1!', 4],
    ['abcdefghijkl', 1],
    ['Abcdefghijkl1', 3],
  ])('%s scores %d', (pw, score) => expect(ratePasswordStrength(pw).score).toBe(score));
});

describe('profile block', () => {
  it('cuts after 17 characters with an ellipsis', () => {
    expect(cutForProfile('a'.repeat(17))).toBe('a'.repeat(17));
    expect(cutForProfile('averyveryverylongname@example.com')).toBe('averyveryverylong...');
  });
});
