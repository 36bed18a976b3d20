/** A number field's text as a number: null when empty or not a number (the checks then say so). */
export function toNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** What a number field accepts while typing: digits and one decimal point, never a minus sign (spec: negative input ignored). */
export function acceptsNumberText(text: string): boolean {
  return /^\d*\.?\d*$/.test(text);
}
