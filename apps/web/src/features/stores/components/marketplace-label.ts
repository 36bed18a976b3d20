import { getFlagEmoji } from '../../../lib/flags';

/** '🇺🇸 US — United States': marketplace codes are country codes. */
export function formatMarketplace(code: string, name: string): string {
  return `${getFlagEmoji(code)} ${code} — ${name}`.trim();
}

/** '🇺🇸 US' */
export function formatMarketplaceCode(code: string): string {
  return `${getFlagEmoji(code)} ${code}`.trim();
}
