import { escapeHtml } from '../../lib/html.js';
import type { MailMessage } from './mailer.js';

function linkMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n\nStowline`,
    html:
      `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
      `<p>${escapeHtml(outro)}</p><p>Stowline</p>`,
  };
}

export function verificationMail(to: string, name: string, link: string): MailMessage {
  return linkMail(
    to,
    'Verify your e-mail for Stowline',
    `Hello ${name}, please confirm that this is your e-mail address.`,
    'Verify e-mail',
    link,
    'The link works for 24 hours. If you did not sign up for Stowline, ignore this message.',
  );
}

export function resetPasswordMail(to: string, name: string, link: string): MailMessage {
  return linkMail(
    to,
    'Reset your Stowline password',
    `Hello ${name}, we received a request to reset your password.`,
    'Reset password',
    link,
    'The link works for 1 hour and only once. If you did not ask for it, ignore this message: your password stays as it is.',
  );
}

export function invitationMail(to: string, name: string, inviter: string, link: string): MailMessage {
  return linkMail(
    to,
    `${inviter} invited you to Stowline`,
    `Hello ${name}, ${inviter} added you as a user of their Stowline account, to pack and ship their Amazon inbound shipments.`,
    'Choose your password',
    link,
    'The link works for 7 days and only once. If you do not know the sender, ignore this message: no account works without the password you choose.',
  );
}

function noticeMail(to: string, subject: string, lines: string[]): MailMessage {
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\nStowline`,
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p>Stowline</p>`,
  };
}

/** Sent to the new address: the change happens only when this link is opened. */
export function confirmEmailChangeMail(to: string, name: string, link: string): MailMessage {
  return linkMail(
    to,
    'Confirm your new e-mail for Stowline',
    `Hello ${name}, you asked to sign in to Stowline with this e-mail address from now on.`,
    'Confirm new e-mail',
    link,
    'The link works for 24 hours and only once. If you did not ask for it, ignore this message: nothing changes.',
  );
}

/** Sent to the old address once the change took effect, so a stolen session cannot change it unnoticed. */
export function emailChangedNoticeMail(to: string, name: string, newEmail: string): MailMessage {
  return noticeMail(to, 'Your Stowline e-mail address was changed', [
    `Hello ${name}, the e-mail address you sign in to Stowline with was changed to ${newEmail}. Mail from Stowline goes there from now on.`,
    'If you did not make this change, reset your password from the sign-in page with the new address, or contact us at once.',
  ]);
}

/** Sent after a password change: every other session was signed out. */
export function passwordChangedNoticeMail(to: string, name: string): MailMessage {
  return noticeMail(to, 'Your Stowline password was changed', [
    `Hello ${name}, your Stowline password was changed, and every other device signed in to your account was signed out.`,
    'If you did not make this change, reset your password from the sign-in page at once.',
  ]);
}
