import { messages } from '@stowline/domain';

/** The confirmation helper once something was typed: 'Password Match' (green) or "Password doesn't Match" (red). */
export function getPasswordMatchHelper(password: string, confirmPassword: string): { text?: string; color?: string } {
  if (!confirmPassword) return {};
  return password === confirmPassword
    ? { text: messages.passwordMatch, color: 'success.main' }
    : { text: messages.passwordMismatch, color: 'error.main' };
}
