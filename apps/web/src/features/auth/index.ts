/** The auth feature: the password pieces Profile's change-password form shares. */
export { PasswordStrengthMeter } from './components/password-strength-meter';
export { getPasswordMatchHelper } from './components/password-match';
