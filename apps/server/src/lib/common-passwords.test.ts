import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';

describe('common passwords', () => {
  it.each([
    'Password123!',
    'password',
    'P@ssw0rd2024',
    'Qwerty123456!',
    '!!Sunshine2024',
    'Iloveyou_2023',
    'Football#99',
    'Welcome1!',
  ])('refuses %s, a common password however it is dressed up', (password) =>
    expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['Sturdy_Pass_123', 'Journey_Pass_123', 'Kx9#mVq2!Lw7zR', 'Correct-Horse-Battery1!', 'Stowline_Packer_77'])(
    'accepts %s',
    (password) => expect(isCommonPassword(password)).toBe(false),
  );
});
