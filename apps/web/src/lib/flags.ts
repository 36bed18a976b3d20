const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji of a two-letter country code ('US' gives 🇺🇸); '' for anything else. */
export function getFlagEmoji(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65));
}
