// Currencies the sandbox charges in, with Stripe's minimum charge amounts (smallest unit).

interface Currency {
  minimum: number;
  /** Amounts are whole units (yen), not hundredths. */
  zeroDecimal?: boolean;
}

export const CURRENCIES: Readonly<Record<string, Currency>> = {
  usd: { minimum: 50 },
  cad: { minimum: 50 },
  mxn: { minimum: 1000 },
  eur: { minimum: 50 },
  gbp: { minimum: 30 },
  aud: { minimum: 50 },
  jpy: { minimum: 50, zeroDecimal: true },
};

export function isSupportedCurrency(currency: string): boolean {
  return Object.hasOwn(CURRENCIES, currency);
}

/** An amount in the currency's smallest unit, for people: 1234 usd → "$12.34". */
export function formatAmount(amount: number, currency: string): string {
  const zeroDecimal = CURRENCIES[currency]?.zeroDecimal ?? false;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
      zeroDecimal ? amount : amount / 100,
    );
  } catch {
    return `${(zeroDecimal ? amount : amount / 100).toFixed(zeroDecimal ? 0 : 2)} ${currency.toUpperCase()}`;
  }
}
