import { billingMessages } from '@stowline/domain';

/**
 * The subset of the payment processor's browser script (Stripe.js v3) the hosted card fields
 * use. The number and CVC live in the processor's iframes: this page only ever sees tokens.
 */
export interface HostedFieldChange {
  complete: boolean;
  empty: boolean;
  brand?: string;
  error?: { message?: string; code?: string };
}

export interface HostedElement {
  mount(node: HTMLElement): void;
  on(event: 'change', handler: (change: HostedFieldChange) => void): void;
  on(event: 'focus' | 'blur' | 'ready', handler: () => void): void;
  focus?(): void;
  unmount?(): void;
  destroy?(): void;
}

export interface HostedElements {
  create(type: 'cardNumber' | 'cardCvc', options?: { style?: object; placeholder?: string }): HostedElement;
}

export type TokenResult =
  | { token: { id: string; card?: { brand?: string; last4?: string } }; error?: undefined }
  | { token?: undefined; error: { message?: string } };

export interface CardTokenData {
  name: string;
  exp_month: number;
  exp_year: number;
  cvc_token: string;
  address_line1?: string;
  address_line2?: string;
  address_city?: string;
  address_state?: string;
  address_zip?: string;
  address_country?: string;
}

export interface CardProcessor {
  elements(): HostedElements;
  createToken(type: 'cvc_update', cvc: HostedElement): Promise<TokenResult>;
  createToken(card: HostedElement, data: CardTokenData): Promise<TokenResult>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => CardProcessor;
  }
}

let scriptLoad: Promise<void> | null = null;

/** Adds the processor's script to the page once; a failed load may be tried again. */
function loadScript(src: string): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve() : reject(new Error(billingMessages.processorUnavailable)));
    script.onerror = () => {
      script.remove();
      scriptLoad = null;
      reject(new Error(billingMessages.processorUnavailable));
    };
    document.head.appendChild(script);
  });
  return scriptLoad;
}

const processors = new Map<string, CardProcessor>();

/** The processor for a publishable key, its script loaded on first use. */
export async function loadCardProcessor(jsUrl: string, publishableKey: string): Promise<CardProcessor> {
  await loadScript(jsUrl);
  let processor = processors.get(publishableKey);
  if (!processor) {
    processor = window.Stripe!(publishableKey);
    processors.set(publishableKey, processor);
  }
  return processor;
}
