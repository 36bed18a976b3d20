import path from 'node:path';

/** Every setting comes from the environment; the README lists each with its default. */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  secretKey: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  trustProxy: boolean;
  sessionTtlHours: number;
  webDistDir: string | undefined;
  logLevel: string;
  rateLimits: RateLimits;
}

export interface RateLimits {
  /** Sign-in attempts per client address per 15 minutes. */
  signInPerClient: number;
  /** Failed sign-ins per e-mail address per 15 minutes. */
  signInFailuresPerAddress: number;
  /** Mail-sending requests (reset, resend) per client address per hour. */
  mailPerClient: number;
  /** Mail-sending requests per e-mail address per hour. */
  mailPerAddress: number;
}

function readInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = readInt(env, 'PORT', 3000);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Stowline <no-reply@stowline.local>',
    secretKey: env.STOWLINE_SECRET_KEY || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    trustProxy: env.TRUST_PROXY === 'true',
    sessionTtlHours: readInt(env, 'SESSION_TTL_HOURS', 24 * 7),
    webDistDir: env.WEB_DIST_DIR || WEB_DIST,
    logLevel: env.LOG_LEVEL || 'info',
    rateLimits: {
      signInPerClient: readInt(env, 'RATE_LIMIT_SIGNIN_PER_CLIENT', 100),
      signInFailuresPerAddress: readInt(env, 'RATE_LIMIT_SIGNIN_FAILURES_PER_ADDRESS', 10),
      mailPerClient: readInt(env, 'RATE_LIMIT_MAIL_PER_CLIENT', 30),
      mailPerAddress: readInt(env, 'RATE_LIMIT_MAIL_PER_ADDRESS', 5),
    },
  };
}
