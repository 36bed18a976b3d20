import { describe, expect, it } from 'vitest';
import { canonicalJson, FormError, parseBracketForm, readFormList } from './form.js';

describe('parseBracketForm', () => {
  it.each([
    ['amount=1000&currency=usd', { amount: '1000', currency: 'usd' }],
    ['card[token]=tok_1', { card: { token: 'tok_1' } }],
    ['payment_method_types[0]=card&payment_method_types[1]=link', { payment_method_types: { 0: 'card', 1: 'link' } }],
    ['expand[]=customer&expand[]=payment_method', { expand: { 0: 'customer', 1: 'payment_method' } }],
    ['metadata[order]=42&metadata[note]=a%20b+c', { metadata: { order: '42', note: 'a b c' } }],
    ['address[line1]=1%20Main&address[postal_code]=', { address: { line1: '1 Main', postal_code: '' } }],
    [
      'items[0][price]=p1&items[0][quantity]=2&items[1][price]=p2',
      { items: { 0: { price: 'p1', quantity: '2' }, 1: { price: 'p2' } } },
    ],
    ['invoice_settings[default_payment_method]=pm_1', { invoice_settings: { default_payment_method: 'pm_1' } }],
    ['a=1&a=2', { a: '2' }],
    ['', {}],
    ['card%5Btoken%5D=tok_2', { card: { token: 'tok_2' } }],
    ['metadata[10]=x&metadata[2]=y', { metadata: { 10: 'x', 2: 'y' } }],
  ])('%s', (body, expected) => {
    expect(parseBracketForm(body)).toEqual(expected);
  });

  it.each([
    ['a=1&a[b]=2', 'a name used as a value, then as a container'],
    ['a[b]=2&a=1', 'a container, then a value'],
    ['a[b=1', 'an unclosed bracket'],
    ['a[b]c=1', 'text after a bracket'],
    ['[a]=1', 'no name before the bracket'],
    ['__proto__[polluted]=1', '__proto__'],
    ['a[constructor][prototype][x]=1', 'constructor'],
    ['a[b][c][d][e][f][g]=1', 'nesting deeper than 6'],
    [Array.from({ length: 1001 }, (_, i) => `k${i}=v`).join('&'), 'more than 1000 pairs'],
  ])('refuses %s (%s)', (body) => {
    expect(() => parseBracketForm(body)).toThrow(FormError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('readFormList', () => {
  it.each([
    ['a[0]=x&a[1]=y', ['x', 'y']],
    ['a[1]=y&a[0]=x', ['x', 'y']],
    ['a[]=x&a[]=y', ['x', 'y']],
    ['a[10]=z&a[2]=y', ['y', 'z']],
    ['a[k]=x', undefined],
    ['a=x', undefined],
  ])('%s', (body, list) => {
    expect(readFormList(parseBracketForm(body).a!)).toEqual(list);
  });
});

describe('canonicalJson', () => {
  it('is the same for the same parameters in any order', () => {
    expect(canonicalJson(parseBracketForm('b=1&a[y]=2&a[x]=3'))).toBe(
      canonicalJson(parseBracketForm('a[x]=3&a[y]=2&b=1')),
    );
    expect(canonicalJson(parseBracketForm('a[0]=1&a[1]=2'))).not.toBe(canonicalJson(parseBracketForm('a[0]=2&a[1]=1')));
  });
});
