// Every refusal of a request's shape reaches a seller as an alert: a sentence naming the field
// in words, never zod's developer text ('Too big: expected number to be <=1000000').
import { describe, expect, it } from 'vitest';
import { describeIssue, labelOf } from './lib/validation-messages.js';
import { api, createSeller, signInOperator } from './test-support/client.js';

const DEVELOPER_TEXT = /expected|Invalid input|received|Too big|Too small|Unrecognized key|undefined|NaN|<=|>=/;

describe('schema refusals over HTTP', () => {
  it('answer every malformed request with a sentence that names the field in words', async () => {
    const seller = await createSeller({ onboarded: true });
    const operator = await signInOperator();
    const uuid = '00000000-0000-0000-0000-000000000000';
    const cases: [string, string, string | undefined, unknown, RegExp][] = [
      [
        'POST',
        '/users/updated-approval-status',
        operator,
        { _id: seller.id, approvalStatus: 'approved', amountToUse: 5_000_000 },
        /^Subscription amount must be 1,000,000 or less\.$/,
      ],
      [
        'POST',
        '/users/updated-approval-status',
        operator,
        { _id: seller.id, approvalStatus: 'maybe' },
        /^Approval status must be one of: approved, rejected\.$/,
      ],
      [
        'POST',
        '/users/updated-approval-status',
        operator,
        { _id: seller.id },
        /^Approval status must be one of: approved, rejected\.$/,
      ],
      ['POST', '/auth/signin', undefined, { email: 'a@example.com', password: 12 }, /^Password must be text\.$/],
      ['POST', '/users/update-info', seller.token, { name: 42 }, /^Name must be text\.$/],
      ['GET', '/users/get-workers/500/1', seller.token, undefined, /^Rows per page must be 100 or less\.$/],
      ['GET', '/users/get-workers/0/1', seller.token, undefined, /^Rows per page must be 1 or more\.$/],
      ['GET', '/users/get-workers/15/abc', seller.token, undefined, /^Page number must be a number\.$/],
      ['GET', '/users/get-workers/15/1.5', seller.token, undefined, /^Page number must be a whole number\.$/],
      [
        'POST',
        '/setting/create-box-category',
        seller.token,
        { name: 'Small', dimensions: { length: 'x', width: 1, height: 1, weight: 1, weightUnit: 'pounds' } },
        /^Fields cannot be empty or invalid\*$/,
      ],
      ['PUT', `/setting/box-category/${uuid}/update-dimensions`, seller.token, [], /must be a set of fields\.$/],
      ['POST', '/setting/update-label-setting', seller.token, { shipmentLabel: 'HUGE' }, /^Select a label page type$/],
      ['GET', '/setting/get-data-sync-log?perPage=100000', seller.token, undefined, /^Rows per page must be/],
      ['POST', '/users/add-worker', seller.token, {}, /^[A-Z].+\.$|^[A-Z].*[!*]$/],
      ['POST', '/warehouses-not-a-route', seller.token, {}, /./],
    ];
    const answers: string[] = [];
    for (const [method, path, token, body, expected] of cases) {
      const answer = await api(method, path, { token, ...(body === undefined ? {} : { body }) });
      answers.push(`${method} ${path}: ${answer.status} ${answer.body?.message}`);
      if (path.includes('not-a-route')) continue;
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body.message, `${method} ${path}`).not.toMatch(DEVELOPER_TEXT);
      expect(answer.body.message, `${method} ${path}`).toMatch(expected);
    }
    console.info(answers.join('\n'));
  });

  it('keeps the messages our schemas set (the spec’s texts)', async () => {
    const answer = await api('POST', '/auth/signup', {
      body: { name: 'Sam', email: 'not-an-address', password: 'Sturdy_Pass_123' },
    });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Invalid Email!' } });
  });
});

describe('describeIssue', () => {
  it.each<[string, Parameters<typeof describeIssue>[0], string]>([
    [
      'a missing field',
      {
        code: 'invalid_type',
        path: ['name'],
        message: 'Invalid input: expected string, received undefined',
        params: { expected: 'string' },
      },
      'Name is required.',
    ],
    [
      'a nested list item',
      {
        code: 'too_small',
        path: ['items', 2, 'quantity'],
        message: 'Too small: expected number to be >=1',
        params: { origin: 'number', minimum: 1, inclusive: true },
      },
      'Quantity (item 3) must be 1 or more.',
    ],
    [
      'a text too long',
      {
        code: 'too_big',
        path: ['storeName'],
        message: 'Too big: expected string to have <=100 characters',
        params: { origin: 'string', maximum: 100, inclusive: true },
      },
      'Store name can have at most 100 characters.',
    ],
    [
      'an empty required text',
      {
        code: 'too_small',
        path: ['city'],
        message: 'Too small: expected string to have >=1 characters',
        params: { origin: 'string', minimum: 1, inclusive: true },
      },
      'City is required.',
    ],
    [
      'an e-mail',
      {
        code: 'invalid_format',
        path: ['email'],
        message: 'Invalid email address',
        params: { format: 'email', origin: 'string' },
      },
      'E-mail must be a valid e-mail address.',
    ],
    [
      'an id',
      {
        code: 'invalid_format',
        path: ['storeId'],
        message: 'Invalid UUID',
        params: { format: 'uuid', origin: 'string' },
      },
      'Store does not name anything we know.',
    ],
    [
      'a body that is not an object',
      {
        code: 'invalid_type',
        path: [],
        message: 'Invalid input: expected object, received undefined',
        params: { expected: 'object' },
      },
      'The request is missing its details. Reload the page and try again.',
    ],
    [
      'a schema’s own message',
      {
        code: 'too_big',
        path: ['name'],
        message: 'Name can be of upto 50 characters*',
        params: { origin: 'string', maximum: 50, inclusive: true },
      },
      'Name can be of upto 50 characters*',
    ],
    [
      'a schema’s own format message',
      {
        code: 'invalid_format',
        path: ['email'],
        message: 'Invalid Email',
        params: { format: 'email', origin: 'string' },
      },
      'Invalid Email',
    ],
  ])('words %s', (_label, issue, sentence) => {
    expect(describeIssue(issue, 'body')).toBe(sentence);
  });

  it('names fields a request may not carry', () => {
    const issue = {
      code: 'unrecognized_keys',
      path: [],
      message: 'Unrecognized key: "extra"',
      params: { keys: ['extra'] },
    };
    expect(describeIssue(issue, 'body')).toBe('The request has a field we do not use: Extra.');
  });

  it.each([
    ['amountToUse', 'Subscription amount'],
    ['stateOrProvinceCode', 'State'],
    ['repeatInterval', 'Repeat interval'],
    ['shipmentLabel', 'Shipment label'],
    ['FBAType', 'FBA type'],
  ])('labels %s as %s', (key, label) => {
    expect(labelOf(key)).toBe(label);
  });
});
