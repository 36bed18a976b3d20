import { useState, type FormEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import type { BillingAddress } from '@stowline/domain';
import { useHostedCardFields, type TokenizedCard } from './use-hosted-card-fields';

interface CardHolderValues extends FieldValues {
  firstName: string;
  lastName: string;
  /** MMYY. */
  expiryDate: string;
  address?: BillingAddress;
}

/**
 * A new card's form (Payment Details, the subscription's payment method): its fields are flagged
 * after the first submit attempt, the processor's hosted fields are tokenized only once all else
 * is valid (with the holder's name, the expiry and the billing address when the form has one),
 * then `send` gets the form's values and the tokens. `busy` while either runs.
 */
export function useCardFormSubmit<Values extends CardHolderValues>(
  handleSubmit: UseFormHandleSubmit<FieldValues, Values>,
  pending: boolean,
  send: (values: Values, tokens: TokenizedCard) => Promise<unknown>,
) {
  const card = useHostedCardFields();
  const [attempted, setAttempted] = useState(false);
  const [tokenizing, setTokenizing] = useState(false);

  const submitValid = async (values: Values) => {
    if (!card.complete) return;
    setTokenizing(true);
    try {
      const tokens = await card.tokenize({
        name: `${values.firstName} ${values.lastName}`,
        expiryDigits: values.expiryDate,
        address: values.address,
      });
      // A refusal of the call shows in the alert bar; the form stays filled.
      if (tokens) await send(values, tokens).catch(() => undefined);
    } finally {
      setTokenizing(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setAttempted(true);
    return handleSubmit(submitValid)(event);
  };
  return { card, attempted, busy: pending || tokenizing, submit };
}
