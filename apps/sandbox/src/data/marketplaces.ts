/** The marketplaces the sandbox knows, shaped like the Sellers API's Marketplace. */
export interface MarketplaceInfo {
  id: string;
  name: string;
  countryCode: string;
  defaultCurrencyCode: string;
  defaultLanguageCode: string;
  domainName: string;
}

export const US = 'ATVPDKIKX0DER';
export const CA = 'A2EUQ1WTGCTBG2';
export const MX = 'A1AM78C64UM0Y8';
export const BR = 'A2Q3Y263D00KWC';
export const UK = 'A1F83G8C2ARO7P';

export const MARKETPLACES: Record<string, MarketplaceInfo> = {
  [US]: { id: US, name: 'Amazon.com', countryCode: 'US', defaultCurrencyCode: 'USD', defaultLanguageCode: 'en_US', domainName: 'www.amazon.com' },
  [CA]: { id: CA, name: 'Amazon.ca', countryCode: 'CA', defaultCurrencyCode: 'CAD', defaultLanguageCode: 'en_CA', domainName: 'www.amazon.ca' },
  [MX]: { id: MX, name: 'Amazon.com.mx', countryCode: 'MX', defaultCurrencyCode: 'MXN', defaultLanguageCode: 'es_MX', domainName: 'www.amazon.com.mx' },
  [BR]: { id: BR, name: 'Amazon.com.br', countryCode: 'BR', defaultCurrencyCode: 'BRL', defaultLanguageCode: 'pt_BR', domainName: 'www.amazon.com.br' },
  [UK]: { id: UK, name: 'Amazon.co.uk', countryCode: 'GB', defaultCurrencyCode: 'GBP', defaultLanguageCode: 'en_GB', domainName: 'www.amazon.co.uk' },
};

/** Price of a US-dollar amount in a marketplace's currency (rough, fixed rates). */
export function convertPrice(usd: number, marketplaceId: string): number {
  const factor = marketplaceId === CA ? 1.36 : marketplaceId === MX ? 17.5 : marketplaceId === BR ? 5.2 : 1;
  return Math.round(usd * factor * 100) / 100;
}
