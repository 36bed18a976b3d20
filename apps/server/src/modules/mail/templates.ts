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
