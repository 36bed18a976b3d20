import { billingAddressSchema, checkCardExpiry, newCardSchema } from '@stowline/domain';
import type { z } from 'zod';

/** The domain's expiry rule (four digits), and a card that has not expired by this month. */
const expiryDateSchema = newCardSchema.shape.expiryDate.superRefine((digits, ctx) => {
  if (!/^\d{4}$/.test(digits)) return;
  const problem = checkCardExpiry(digits, new Date());
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * What the seller types on the payment-method screen: the domain's new-card and address
 * rules, less the tokens, which the hosted fields give only once this part is valid.
 */
export const subscribeFormSchema = newCardSchema
  .pick({ firstName: true, lastName: true })
  .extend({ expiryDate: expiryDateSchema, address: billingAddressSchema });
export type SubscribeFormInput = z.input<typeof subscribeFormSchema>;
export type SubscribeFormValues = z.output<typeof subscribeFormSchema>;

/** The Payment Details dialog: no address (the processor keeps the subscription's). */
export const addCardFormSchema = newCardSchema
  .pick({ firstName: true, lastName: true, markDefault: true })
  .extend({ expiryDate: expiryDateSchema });
export type AddCardFormInput = z.input<typeof addCardFormSchema>;
export type AddCardFormValues = z.output<typeof addCardFormSchema>;
