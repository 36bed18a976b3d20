import { describe, expect, it } from 'vitest';
import {
  messages,
  addWorkerResponseSchema,
  adminUsersResponseSchema,
  currentUserSchema,
  profileSchema,
  signInResponseSchema,
  workersResponseSchema,
} from '@stowline/domain';
import {
  addWorker,
  api,
  completeOnboarding,
  createSeller,
  PASSWORD,
  readLatestMail,
  signIn,
  signInOperator,
  uniqueEmail,
} from '../../test-support/client.js';

describe('current user', () => {
  it('returns the spec User entity for a new seller', async () => {
    const seller = await createSeller({ approved: false });
    const res = await api('GET', '/onboarding/get-current-user', { token: seller.token, response: currentUserSchema });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: seller.id,
      name: 'Test Seller',
      email: seller.email,
      userType: 'user',
      onboardingInfo: {
        subscribed: false,
        onboardCompleted: false,
        adminApproval: 'pending',
        isStoreConnected: false,
        isEmailVerified: true,
      },
      paymentDetails: { paymentStatus: 'pending', amountToUse: 99 },
      stores: [],
      storeMarketplaces: [],
      defaultStore: null,
      defaultStoreMarketplace: null,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await api('GET', '/onboarding/get-current-user', { response: currentUserSchema })).status).toBe(401);
  });
});

describe('profile', () => {
  it('updates phone and address but never name or e-mail', async () => {
    const seller = await createSeller();
    const res = await api('POST', '/users/update-info', {
      token: seller.token,
      body: {
        name: 'Mallory',
        email: 'mallory@example.com',
        phone: '+1 (555) 010-0200',
        address: '1 Dock St, Reno NV',
      },
    });
    expect(res).toEqual({ status: 200, body: { message: 'Updated Successfully!' } });
    const profile = await api('GET', '/users/get-profile', { token: seller.token, response: profileSchema });
    expect(profile.body).toEqual({
      name: 'Test Seller',
      email: seller.email,
      phone: '+1 (555) 010-0200',
      address: '1 Dock St, Reno NV',
      userType: 'user',
    });
  });

  it('refuses a phone with letters', async () => {
    const seller = await createSeller();
    const res = await api('POST', '/users/update-info', {
      token: seller.token,
      body: { phone: 'call me', address: '' },
    });
    expect(res).toEqual({ status: 400, body: { message: 'Invalid phone number', code: 'VALIDATION' } });
  });
});

describe('admin users', () => {
  it('approves a seller with the subscription amount', async () => {
    const seller = await createSeller({ approved: false });
    const op = await signInOperator();
    const res = await api('POST', '/users/updated-approval-status', {
      token: op,
      body: { _id: seller.id, email: seller.email, approvalStatus: 'approved', amountToUse: 149.5 },
    });
    expect(res).toEqual({ status: 200, body: { message: 'Updated Status Successfuly' } });
    const me = await api('GET', '/onboarding/get-current-user', { token: seller.token, response: currentUserSchema });
    expect(me.body.onboardingInfo.adminApproval).toBe('approved');
    expect(me.body.paymentDetails.amountToUse).toBe(149.5);
  });

  it.each([0, -5])('refuses to approve with an amount of %d', async (amountToUse) => {
    const seller = await createSeller({ approved: false });
    const res = await api('POST', '/users/updated-approval-status', {
      token: await signInOperator(),
      body: { _id: seller.id, approvalStatus: 'approved', amountToUse },
    });
    expect(res).toEqual({
      status: 400,
      body: { message: 'Subscription amount must be greater than 0', code: 'VALIDATION' },
    });
  });

  it('filters by status, searches name and e-mail, sorts by sign-up date and pages by 15', async () => {
    const tag = `zeta${Date.now()}`;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createSeller({ approved: i === 0, name: `${tag} Seller ${i}` }));
    const op = await signInOperator();
    const list = (query: string, perPage = 15, page = 1) =>
      api('GET', `/users/admin/${perPage}/${page}?${query}`, { token: op, response: adminUsersResponseSchema });

    const all = await list(`search=${tag}`);
    expect(all.body.totalUsers).toBe(3);
    expect(all.body.users.map((u) => u.name)).toEqual([`${tag} Seller 2`, `${tag} Seller 1`, `${tag} Seller 0`]);
    const asc = await list(`search=${tag}&sortOrder=asc`);
    expect(asc.body.users.map((u) => u.name)).toEqual([`${tag} Seller 0`, `${tag} Seller 1`, `${tag} Seller 2`]);
    const pending = await list(`search=${tag}&approvalStatus=pending`);
    expect(pending.body.users.map((u) => u.approvalStatus)).toEqual(['pending', 'pending']);
    const byEmail = await list(`search=${made[1]!.email.toUpperCase()}`);
    expect(byEmail.body.users.map((u) => u.email)).toEqual([made[1]!.email]);
    const page2 = await list(`search=${tag}`, 2, 2);
    expect(page2.body).toMatchObject({ totalUsers: 3, users: [{ name: `${tag} Seller 0` }] });
    expect((await list(`search=${encodeURIComponent('%')}`)).body.users.length).toBe(0);
  });

  it('answers 400 for bad paging and filters', async () => {
    const op = await signInOperator();
    for (const path of [
      '/users/admin/0/1',
      '/users/admin/15/abc',
      '/users/admin/15/1?approvalStatus=bogus',
      '/users/admin/15/1?sortOrder=up',
    ]) {
      const res = await api('GET', path, { token: op });
      expect(res.status, path).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('answers 404 when approving someone who is not a seller', async () => {
    const op = await signInOperator();
    const res = await api('POST', '/users/updated-approval-status', {
      token: op,
      body: { _id: '00000000-0000-4000-8000-000000000000', approvalStatus: 'rejected' },
    });
    expect(res.status).toBe(404);
  });
});

describe('workers', () => {
  it('adds a worker who signs in and acts inside the owner account', async () => {
    const owner = await createSeller();
    await completeOnboarding(owner.email);
    const worker = await addWorker(owner.token);
    const me = await api('GET', '/onboarding/get-current-user', { token: worker.token, response: currentUserSchema });
    expect(me.body).toMatchObject({
      userType: 'worker',
      email: worker.email,
      onboardingInfo: { subscribed: true, onboardCompleted: true, adminApproval: 'approved', isEmailVerified: true },
      defaultStore: { name: 'Demo store', isAuthorized: true },
    });
  });

  it('lists, searches and deletes workers, and the deleted worker is signed out at once', async () => {
    const owner = await createSeller({ onboarded: true });
    const first = await addWorker(owner.token);
    const second = await addWorker(owner.token);
    const listed = await api('GET', '/users/get-workers/15/1', { token: owner.token, response: workersResponseSchema });
    expect(listed.body.totalWorkers).toBe(2);
    expect(listed.body.workers.map((w) => w.email)).toEqual([second.email, first.email]);
    const searched = await api('GET', `/users/get-workers/15/1?search=${first.email.slice(0, 15)}`, {
      token: owner.token,
      response: workersResponseSchema,
    });
    expect(searched.body.workers.map((w) => w.email)).toEqual([first.email]);

    const deleted = await api('DELETE', `/users/worker/${first.id}/delete`, { token: owner.token });
    expect(deleted).toEqual({ status: 200, body: { message: 'Deleted Worker Successfuly' } });
    expect(
      (await api('GET', '/onboarding/get-current-user', { token: first.token, response: currentUserSchema })).status,
    ).toBe(401);
    expect(
      (
        await api('POST', '/auth/signin', {
          body: { email: first.email, password: PASSWORD },
          response: signInResponseSchema,
        })
      ).status,
    ).toBe(401);
  });

  it("refuses an e-mail that already exists with the spec's message", async () => {
    const owner = await createSeller({ onboarded: true });
    const other = await createSeller();
    const res = await api('POST', '/users/add-worker', {
      token: owner.token,
      body: { userName: 'Dup', email: other.email, password: PASSWORD },
      response: addWorkerResponseSchema,
    });
    expect(res).toEqual({ status: 409, body: { message: 'Email already exist', code: 'EMAIL_EXISTS' } });
  });

  it.each([
    [{ userName: '', email: uniqueEmail(), password: PASSWORD }, 'Fields are required'],
    [{ userName: 'Pat', email: 'nope', password: PASSWORD }, 'Invalid Email'],
  ])('validates %j', async (body, message) => {
    const owner = await createSeller({ onboarded: true });
    const res = await api('POST', '/users/add-worker', { token: owner.token, body, response: addWorkerResponseSchema });
    expect(res).toEqual({ status: 400, body: { message, code: 'VALIDATION' } });
  });

  it('answers 400 for a worker id that is not an id', async () => {
    const owner = await createSeller({ onboarded: true });
    expect((await api('DELETE', '/users/worker/not-a-uuid/delete', { token: owner.token })).status).toBe(400);
  });

  it('lets the worker sign in with its own e-mail and password', async () => {
    const owner = await createSeller({ onboarded: true });
    const worker = await addWorker(owner.token);
    expect(typeof (await signIn(worker.email))).toBe('string');
  });

  it('invites a worker, who can sign in only after choosing a password from the mailed link, once', async () => {
    const owner = await createSeller({ onboarded: true });
    const email = uniqueEmail('invitee');
    // An older client's password is ignored: only the worker chooses one.
    const added = await api('POST', '/users/add-worker', {
      token: owner.token,
      body: { userName: 'Ivy Invitee', email, password: PASSWORD },
      response: addWorkerResponseSchema,
    });
    expect(added).toMatchObject({
      status: 201,
      body: { message: messages.workerInvited, worker: { email, invitationPending: true } },
    });
    expect(
      (await api('POST', '/auth/signin', { body: { email, password: PASSWORD }, response: signInResponseSchema }))
        .status,
    ).toBe(401);
    const listed = (
      await api('GET', '/users/get-workers/15/1', { token: owner.token, response: workersResponseSchema })
    ).body.workers;
    expect(listed[0]).toMatchObject({ email, invitationPending: true });

    const mail = (await readLatestMail(email))!;
    expect(mail.subject).toBe('Test Seller invited you to Stowline');
    expect(mail.link).toMatch(/^http:\/\/stowline\.test\/auth\/accept-invitation\?token=[\w-]{40,}$/);
    const token = new URL(mail.link).searchParams.get('token')!;
    const common = await api('POST', '/auth/accept-invitation', { body: { token, password: 'Password123!' } });
    expect(common).toMatchObject({ status: 400, body: { message: messages.passwordTooCommon } });
    const accepted = await api('POST', '/auth/accept-invitation', { body: { token, password: 'Packer_Chosen_77' } });
    expect(accepted).toEqual({ status: 200, body: { message: messages.invitationAccepted } });
    expect(
      (await api('POST', '/auth/accept-invitation', { body: { token, password: 'Packer_Chosen_78' } })).status,
    ).toBe(400);
    await signIn(email, 'Packer_Chosen_77');
    expect(
      (await api('GET', '/users/get-workers/15/1', { token: owner.token, response: workersResponseSchema })).body
        .workers[0]!.invitationPending,
    ).toBe(false);
  });

  it('revokes a pending invitation when the worker is deleted', async () => {
    const owner = await createSeller({ onboarded: true });
    const email = uniqueEmail('invitee');
    const added = await api('POST', '/users/add-worker', {
      token: owner.token,
      body: { userName: 'Gone Soon', email },
      response: addWorkerResponseSchema,
    });
    const token = new URL((await readLatestMail(email))!.link).searchParams.get('token')!;
    await api('DELETE', `/users/worker/${added.body.worker._id}/delete`, { token: owner.token });
    expect(
      (await api('POST', '/auth/accept-invitation', { body: { token, password: 'Packer_Chosen_77' } })).status,
    ).toBe(400);
  });
});
