import { z } from 'zod';
import type { AddCardBody, SubscribeBody } from '@stowline/domain';
import { TAB_MEMORY_KEYS, forgetInTab, recallFromTab, rememberInTab } from '../../../lib/tab-memory';
import type { AddCardFormInput, SubscribeFormInput } from '../components/card-form-schemas';

/**
 * What the seller typed into our own card-form fields (name, expiry, billing address, Make
 * default), kept in this tab while the bank's 3-D Secure page is open, so a failed or abandoned
 * check comes back to a filled form. The processor's hosted Card Number and CVC fields cannot be
 * read by our page and are typed again. Forgotten once a card action succeeds or the dialog is cancelled.
 */
const text = z.string().max(200);
const subscribeMemory = z.object({
  firstName: text,
  lastName: text,
  expiryDate: text,
  address: z.object({
    addressLine1: text,
    addressLine2: text,
    city: text,
    state: text,
    postalCode: text,
    country: z.literal('US'),
  }),
});
const addCardMemory = z.object({ firstName: text, lastName: text, expiryDate: text, markDefault: z.boolean() });

export function rememberSubscribeForm({ cardData, address }: Omit<SubscribeBody, 'returnPath'>): void {
  const { firstName, lastName, expiryDate } = cardData;
  rememberInTab(TAB_MEMORY_KEYS.subscribeForm, { firstName, lastName, expiryDate, address });
}

export function recallSubscribeForm(): SubscribeFormInput | undefined {
  const parsed = subscribeMemory.safeParse(recallFromTab(TAB_MEMORY_KEYS.subscribeForm));
  // The form's own rules judge the values again on submit (a state code, a ZIP code).
  return parsed.success ? (parsed.data as SubscribeFormInput) : undefined;
}

export function rememberAddCardForm({ cardData }: Omit<AddCardBody, 'returnPath'>): void {
  const { firstName, lastName, expiryDate, markDefault } = cardData;
  rememberInTab(TAB_MEMORY_KEYS.addCardForm, { firstName, lastName, expiryDate, markDefault: Boolean(markDefault) });
}

export function recallAddCardForm(): AddCardFormInput | undefined {
  const parsed = addCardMemory.safeParse(recallFromTab(TAB_MEMORY_KEYS.addCardForm));
  return parsed.success ? parsed.data : undefined;
}

export const forgetAddCardForm = () => forgetInTab(TAB_MEMORY_KEYS.addCardForm);
export const forgetCardForms = () => forgetInTab(TAB_MEMORY_KEYS.subscribeForm, TAB_MEMORY_KEYS.addCardForm);
