/** An amount in its currency, e.g. '$12.50' (US dollars) or 'CA$4.00'. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code: the number and the code as Amazon gave them.
    return `${amount.toFixed(2)} ${currency}`;
  }
}
