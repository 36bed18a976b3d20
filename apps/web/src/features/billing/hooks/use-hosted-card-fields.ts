import { useCallback, useEffect, useRef, useState } from 'react';
import { useTheme } from '@mui/material/styles';
import { parseExpiryDigits, type BillingAddress } from '@stowline/domain';
import { useCardProcessor } from '../api/use-card-processor';
import type { HostedElement, HostedFieldChange } from '../lib/card-processor';

export interface HostedFieldState {
  complete: boolean;
  empty: boolean;
  focused: boolean;
  /** The processor refused to tokenize what the field holds. */
  rejected: boolean;
  brand?: string;
}

const INITIAL: HostedFieldState = { complete: false, empty: true, focused: false, rejected: false };

export interface TokenizeInput {
  name: string;
  /** MMYY, as the expiry field keeps it. */
  expiryDigits: string;
  address?: BillingAddress;
}

/** What the new-card schemas take from the hosted fields. */
export interface TokenizedCard {
  cardToken: string;
  cvcToken: string;
  cardResult: { complete: boolean; brand?: string };
  cvcResult: { complete: boolean };
}

/**
 * The processor's hosted Card Number and CVC fields: give `numberRef` and `cvcRef` to two
 * elements (HostedCardFields does) and they are mounted there; `tokenize` turns what they hold
 * into tokens, the CVC first, then the card carrying the CVC token. The processor's messages
 * are logged only (spec document 1, section 8): a field it refuses is flagged instead.
 */
export function useHostedCardFields() {
  const theme = useTheme();
  const { processor, isLoading, error } = useCardProcessor();
  const [numberNode, setNumberNode] = useState<HTMLElement | null>(null);
  const [cvcNode, setCvcNode] = useState<HTMLElement | null>(null);
  const [number, setNumber] = useState<HostedFieldState>(INITIAL);
  const [cvc, setCvc] = useState<HostedFieldState>(INITIAL);
  const [mounted, setMounted] = useState(false);
  const elements = useRef<{ number: HostedElement; cvc: HostedElement } | null>(null);

  useEffect(() => {
    if (!processor || !numberNode || !cvcNode) return;
    const style = {
      base: {
        color: theme.palette.text.primary,
        fontFamily: theme.typography.fontFamily,
        fontSize: '16px',
        '::placeholder': { color: theme.palette.text.disabled },
      },
      invalid: { color: theme.palette.error.main },
    };
    // A fresh group per mount: StrictMode mounts twice, and a group holds one field of each type.
    const group = processor.elements();
    const numberElement = group.create('cardNumber', { style });
    const cvcElement = group.create('cardCvc', { style });
    const follow = (element: HostedElement, setState: typeof setNumber) => {
      element.on('change', (change: HostedFieldChange) => {
        if (change.error?.message) console.warn('Card field:', change.error.message);
        setState((s) => ({
          ...s,
          complete: change.complete,
          empty: change.empty,
          brand: change.brand,
          rejected: false,
        }));
      });
      element.on('focus', () => setState((s) => ({ ...s, focused: true })));
      element.on('blur', () => setState((s) => ({ ...s, focused: false })));
    };
    follow(numberElement, setNumber);
    follow(cvcElement, setCvc);
    numberElement.mount(numberNode);
    cvcElement.mount(cvcNode);
    elements.current = { number: numberElement, cvc: cvcElement };
    // The fields are another system's (the processor's iframes): their mounting is what this effect syncs with.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMounted(true);
    return () => {
      elements.current = null;
      setMounted(false);
      for (const element of [numberElement, cvcElement]) {
        if (element.destroy) element.destroy();
        else element.unmount?.();
      }
      numberNode.replaceChildren();
      cvcNode.replaceChildren();
      setNumber(INITIAL);
      setCvc(INITIAL);
    };
    // The theme's colours are read once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [processor, numberNode, cvcNode]);

  const tokenize = useCallback(
    async ({ name, expiryDigits, address }: TokenizeInput): Promise<TokenizedCard | null> => {
      const fields = elements.current;
      if (!processor || !fields) return null;
      const cvcResult = await processor.createToken('cvc_update', fields.cvc);
      if (!cvcResult.token) {
        console.warn('CVC token:', cvcResult.error.message);
        setCvc((s) => ({ ...s, rejected: true }));
        return null;
      }
      const { month, year } = parseExpiryDigits(expiryDigits);
      const cardResult = await processor.createToken(fields.number, {
        name,
        exp_month: month,
        exp_year: year,
        cvc_token: cvcResult.token.id,
        ...(address
          ? {
              address_line1: address.addressLine1,
              address_line2: address.addressLine2 || undefined,
              address_city: address.city,
              address_state: address.state,
              address_zip: address.postalCode,
              address_country: address.country,
            }
          : {}),
      });
      if (!cardResult.token) {
        console.warn('Card token:', cardResult.error.message);
        setNumber((s) => ({ ...s, rejected: true }));
        return null;
      }
      return {
        cardToken: cardResult.token.id,
        cvcToken: cvcResult.token.id,
        cardResult: { complete: number.complete, ...(number.brand ? { brand: number.brand } : {}) },
        cvcResult: { complete: cvc.complete },
      };
    },
    [processor, number.complete, number.brand, cvc.complete],
  );

  return {
    numberRef: setNumberNode,
    cvcRef: setCvcNode,
    number,
    cvc,
    /** Both fields are on the page and can take input. */
    ready: mounted,
    loading: isLoading,
    loadError: error,
    /** Both fields hold something the processor considers complete. */
    complete: number.complete && cvc.complete,
    tokenize,
  };
}

export type HostedCardFieldsHandle = ReturnType<typeof useHostedCardFields>;
