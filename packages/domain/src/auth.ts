import { z } from 'zod';
import { MAX_TEXT, PASSWORD_MIN_LENGTH } from './constants.js';
import { messages } from './messages.js';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec's composition rule: a digit, a lowercase, an uppercase letter and one of !@#$%^&*_. */
export function isPasswordComposed(password: string): boolean {
  return /\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password) && /[!@#$%^&*_.]/.test(password);
}

export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

/** Strength for the sign-up meter: 0 (empty) to 4 (strong). */
export function ratePasswordStrength(password: string): { score: 0 | 1 | 2 | 3 | 4; label: string } {
  if (!password) return { score: 0, label: '' };
  const classes = [/\d/, /[a-z]/, /[A-Z]/, /[^\da-zA-Z]/].filter((re) => re.test(password)).length;
  let score = classes;
  if (password.length < PASSWORD_MIN_LENGTH) score = Math.min(score, 2);
  else if (password.length >= 16 && classes >= 3) score += 1;
  const clamped = Math.max(1, Math.min(4, score)) as 1 | 2 | 3 | 4;
  return { score: clamped, label: ['', 'Weak', 'Fair', 'Good', 'Strong'][clamped]! };
}

const text = (max = MAX_TEXT) => z.string().trim().max(max, `Must be at most ${max} characters`);
export const emailSchema = (message: string) =>
  z.string().trim().toLowerCase().max(254, message).refine(isEmail, message);

export const passwordSchema = z
  .string()
  .max(128, 'Password must be at most 128 characters')
  .refine(isPasswordComposed, messages.passwordHint)
  .refine((p) => p.length >= PASSWORD_MIN_LENGTH, messages.passwordLength);

export const signInBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1, messages.signInRequired).max(254, messages.invalidCredentials),
  password: z.string().min(1, messages.signInRequired).max(128, messages.invalidCredentials),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const signUpBodySchema = z.object({
  name: text().min(1, messages.nameRequired),
  email: emailSchema(messages.invalidEmailSignUp),
  password: passwordSchema,
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** The sign-up form adds the confirmation, which never leaves the browser. */
export const signUpFormSchema = signUpBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: messages.passwordMismatch, path: ['confirmPassword'] });

export const emailBodySchema = z.object({ email: emailSchema(messages.invalidEmail) });
export type EmailBody = z.infer<typeof emailBodySchema>;

export const resetPasswordBodySchema = z.object({
  email: z.string().optional(),
  password: passwordSchema,
  token: z.string().min(1, messages.resetNotAllowed).max(200, messages.invalidToken),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** A worker's answer to the invitation: the password they chose. */
export const acceptInvitationBodySchema = z.object({
  password: passwordSchema,
  token: z.string().min(1, messages.invalidToken).max(200, messages.invalidToken),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: messages.passwordMismatch, path: ['confirmPassword'] });

export const verifyEmailQuerySchema = z.object({
  token: z.string().min(1, messages.invalidToken).max(200, messages.invalidToken),
});

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export const signInResponseSchema = z.object({ message: z.string(), token: z.string() });
export type SignInResponse = z.infer<typeof signInResponseSchema>;
export const signUpResponseSchema = z.object({ message: z.string(), email: z.string() });

const currentPassword = z.string().min(1, messages.currentPasswordRequired).max(128, messages.currentPasswordWrong);

/** POST /users/change-password: the current password proves it is the owner at the keyboard. */
export const changePasswordBodySchema = z.object({ currentPassword, password: passwordSchema });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: messages.passwordMismatch, path: ['confirmPassword'] });

/** POST /users/change-email: the new address gets a link; nothing changes until it is opened. */
export const changeEmailBodySchema = z.object({ email: emailSchema(messages.invalidEmail), currentPassword });
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/** POST /auth/confirm-email-change: the token from the link mailed to the new address. */
export const confirmEmailChangeBodySchema = z.object({
  token: z.string().min(1, messages.invalidToken).max(200, messages.invalidToken),
});
export const confirmEmailChangeResponseSchema = z.object({ message: z.string(), email: z.string() });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;
