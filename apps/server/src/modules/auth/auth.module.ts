import type { FastifyBaseLogger } from 'fastify';
import { decideApiAccess } from '@stowline/domain';
import type { Config } from '../../config.js';
import { transactionWith, type Db } from '../../db/client.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { deriveKey } from '../../lib/secrets.js';
import type { Mailer } from '../mail/mailer.js';
import { createAccountsRepository } from '../users/accounts.repository.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createUsersService } from '../users/users.service.js';
import { createAuthRepository } from './auth.repository.js';
import { createAuthService } from './auth.service.js';
import { createRateLimiter } from './rate-limiter.js';
import { createSessionStore } from './sessions.js';

/**
 * Wires sign-in and the people of an account: the session store, the auth service (links, mail,
 * passwords) and the users service. The two ask each other one thing each: auth asks users
 * whether a worker may sign in, users asks auth to mail an added worker the invitation.
 */
export function createAuthModule(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  masterSecret: Buffer;
  config: Pick<Config, 'sessionTtlHours' | 'rateLimits' | 'publicUrl'>;
  log: FastifyBaseLogger;
}) {
  const { db, config } = deps;
  const authRepo = createAuthRepository(db);
  const accountsRepo = createAccountsRepository(db);
  const sessions = createSessionStore({
    db,
    key: deriveKey(deps.masterSecret, 'jwt'),
    ttlHours: config.sessionTtlHours,
    // Session lifetimes run on the real clock: tests move the app clock days ahead (trial ends,
    // renewals) while the seller stays signed in.
    clock: systemClock,
  });
  const auth = createAuthService({
    clock: deps.clock,
    authRepo,
    transaction: transactionWith(db, (tx) => ({
      authRepo: createAuthRepository(tx),
      usersRepo: createUsersRepository(tx),
      accountsRepo: createAccountsRepository(tx),
    })),
    sessions,
    mailer: deps.mailer,
    rateLimiter: createRateLimiter(db),
    limits: config.rateLimits,
    publicUrl: config.publicUrl,
    log: deps.log,
    async workerSignInRefusal(userId) {
      const access = decideApiAccess(
        await users.getCurrentUser({ userId, accountId: '', userType: 'worker', sessionId: '' }),
        'session',
      );
      return access.kind === 'allow' ? null : access.message;
    },
  });
  const users = createUsersService({
    usersRepo: createUsersRepository(db),
    accountsRepo,
    authRepo,
    sendInvitation: auth.sendInvitation,
  });
  return { sessions, auth, users, accountsRepo };
}
