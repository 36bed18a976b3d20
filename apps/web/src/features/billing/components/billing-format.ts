import { BILLING_CURRENCY } from '@stowline/domain';

/** '$99.00 USD': the amount with its currency code, as invoices show it. */
export function formatMoney(value: number, currencyCode: string = BILLING_CURRENCY): string {
  let amount: string;
  try {
    amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(value);
  } catch {
    amount = value.toFixed(2);
  }
  return `${amount} ${currencyCode}`;
}

/** '$99' or '$99.50': a plan's monthly price, without cents when there are none. */
export function formatPlanAmount(value: number, currencyCode: string = BILLING_CURRENCY): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    }).format(value);
  } catch {
    return `${value}`;
  }
}

/** '•••• 4242' from the server's masked number, whatever its mask character. */
export function formatCardDigits(cardNumber: string): string {
  return `•••• ${cardNumber.replace(/\D/g, '').slice(-4)}`;
}
