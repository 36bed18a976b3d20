import { describe, expect, it } from 'vitest';
import { messages, adminUsersResponseSchema } from '@stowline/domain';
import { api, createSeller, PASSWORD, readLatestMail, signInOperator, uniqueEmail } from '../../test-support/client.js';

async function findRow(operatorToken: string, email: string) {
  const res = await api('GET', `/users/admin/15/1?search=${encodeURIComponent(email)}`, {
    token: operatorToken,
    response: adminUsersResponseSchema,
  });
  return res.body.users.find((u) => u.email === email)!;
}

describe('Admin Users and e-mail verification', () => {
  it('shows whether each seller verified the e-mail and refuses to approve one who did not', async () => {
    const op = await signInOperator();
    const email = uniqueEmail('unverified');
    await api('POST', '/auth/signup', { body: { name: 'Not Yet', email, password: PASSWORD } });
    const row = await findRow(op, email);
    expect(row).toMatchObject({ email, approvalStatus: 'pending', emailVerified: false });

    const approve = await api('POST', '/users/updated-approval-status', {
      token: op,
      body: { _id: row._id, email, approvalStatus: 'approved', amountToUse: 99 },
    });
    expect(approve).toEqual({ status: 409, body: { message: messages.approveUnverified, code: 'CONFLICT' } });
    expect((await findRow(op, email)).approvalStatus).toBe('pending');

    // A seller who opened the link shows as verified.
    const verified = await createSeller({ approved: false });
    expect((await findRow(op, verified.email)).emailVerified).toBe(true);

    // Once the seller opens the link, approval goes through.
    const token = new URL((await readLatestMail(email))!.link).searchParams.get('token')!;
    await api('GET', `/auth/email-verificaton?token=${token}`);
    const again = await api('POST', '/users/updated-approval-status', {
      token: op,
      body: { _id: row._id, email, approvalStatus: 'approved', amountToUse: 99 },
    });
    expect(again.status).toBe(200);
    expect(await findRow(op, email)).toMatchObject({ approvalStatus: 'approved', emailVerified: true });
  });

  it('still lets the operator reject an unverified account', async () => {
    const op = await signInOperator();
    const email = uniqueEmail('spam');
    await api('POST', '/auth/signup', { body: { name: 'Spam', email, password: PASSWORD } });
    const row = await findRow(op, email);
    const res = await api('POST', '/users/updated-approval-status', {
      token: op,
      body: { _id: row._id, email, approvalStatus: 'rejected' },
    });
    expect(res.status).toBe(200);
  });
});
