import { devMailKey } from '@stowline/server/testing';

export const OPERATOR = { email: 'operator@stowline.e2e', password: 'Operator_Pass_1' };
export const PASSWORD = 'Journey_Pass_123';
/** The journeys' Stowline. */
export const APP_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT || 3555)}`;
/** The journeys' test control (support/server.ts). */
export const FIXTURE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT || 3555) + 1}`;
/** The marketplace sandbox the e2e server starts beside Stowline (consent page, SP-API, controls). */
export const SANDBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT || 3555) + 2}`;
export const SANDBOX_PASSWORD = 'sandbox';
/** The journeys' server's master secret, and so the key its outbox page asks for. */
export const MASTER_SECRET = Buffer.alloc(32, 9);
export const DEV_MAIL_PATH = `/dev/mail?key=${devMailKey(MASTER_SECRET)}`;
