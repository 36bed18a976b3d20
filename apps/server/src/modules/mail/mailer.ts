import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { systemClock, type Clock } from '../../lib/clock.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail extends MailMessage {
  id: string;
  date: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The local outbox, newest first; undefined when mail goes out by SMTP. */
  readOutbox?: () => Promise<StoredMail[]>;
}

/**
 * Real SMTP when SMTP_URL is set. Otherwise each message is composed by the same
 * nodemailer pipeline and written as an .eml file (plus a JSON copy for the /dev/mail
 * page) under DATA_DIR/outbox, so a new user can open the link without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  /** Dates the outbox's files (the system's clock unless told). */
  clock?: Clock;
}): Mailer {
  const clock = options.clock ?? systemClock;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const date = clock.now().toISOString();
      const id = `${date.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      await mkdir(outbox, { recursive: true });
      await writeFile(path.join(outbox, `${id}.eml`), info.message as Buffer);
      await writeFile(path.join(outbox, `${id}.json`), JSON.stringify({ id, date, ...message }));
    },
    async readOutbox() {
      const names = await readdir(outbox).catch(() => [] as string[]);
      const jsonNames = names
        .filter((n) => n.endsWith('.json'))
        .sort()
        .reverse();
      return Promise.all(
        jsonNames.map(async (n) => JSON.parse(await readFile(path.join(outbox, n), 'utf8')) as StoredMail),
      );
    },
  };
}
