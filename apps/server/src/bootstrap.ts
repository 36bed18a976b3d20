import { isEmail, isPasswordComposed, PASSWORD_MIN_LENGTH } from '@stowline/domain';
import type { Database } from './db/client.js';
import { generatePassword, hashPassword } from './lib/passwords.js';
import { createAccountsRepository } from './modules/users/accounts.repository.js';
import { createUsersRepository } from './modules/users/users.repository.js';

const DEFAULT_OPERATOR_EMAIL = 'owner@stowline.local';

/**
 * On first start (no owner yet) creates the operator account from ADMIN_EMAIL and
 * ADMIN_PASSWORD, or owner@stowline.local with a generated password that is returned
 * so it can be printed once. Returns null when an owner already exists.
 */
export async function ensureOperator(
  database: Database,
  options: { email?: string | undefined; password?: string | undefined },
): Promise<{ email: string; generatedPassword?: string } | null> {
  if (await createUsersRepository(database.db).hasOwner()) return null;
  const email = (options.email ?? DEFAULT_OPERATOR_EMAIL).trim().toLowerCase();
  if (!isEmail(email)) throw new Error('ADMIN_EMAIL is not a valid e-mail address');
  const password = options.password ?? generatePassword();
  if (!isPasswordComposed(password) || password.length < PASSWORD_MIN_LENGTH) {
    throw new Error(
      `ADMIN_PASSWORD needs ${PASSWORD_MIN_LENGTH}+ characters with a capital, a small letter, a number and one of !@#$%^&*_.`,
    );
  }
  const passwordHash = await hashPassword(password);
  await database.db.transaction(async (tx) => {
    const accountId = await createAccountsRepository(tx).insertAccount({ adminApproval: 'approved' });
    const row = await createUsersRepository(tx).insertUser({
      accountId,
      email,
      name: 'Operator',
      passwordHash,
      userType: 'owner',
      emailVerified: true,
    });
    if (!row) throw new Error(`Cannot create the operator: ${email} is already a user`);
  });
  return options.password ? { email } : { email, generatedPassword: password };
}
