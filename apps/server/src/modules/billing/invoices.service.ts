import {
  billingMessages,
  billingAddressSchema,
  formatInvoiceNumber,
  invoiceFiltersSchema,
  maskCardNumber,
  type BillingAddress,
  type Invoice,
} from '@stowline/domain';
import { AppError } from '../../errors.js';
import { describeZodIssues } from '../../lib/validation-messages.js';
import type { Actor } from '../auth/sessions.js';
import type { BillingRepository } from './billing.repository.js';
import { DAY_MS, type BillingTransaction, type CardSetup } from './card-setup.js';
import type { PaymentProcessor } from './payment-processor.js';
import { renderReceiptPdf } from './receipt-pdf.js';

/** What the seller's paperwork reads: the billing address, the invoice list and each PDF receipt. */
export function createInvoicesService(deps: {
  billingRepo: Pick<BillingRepository, 'findInvoice' | 'listInvoices'>;
  transaction: BillingTransaction;
  processor: Pick<PaymentProcessor, 'updateCustomerAddress'>;
  setup: Pick<CardSetup, 'requireAccount' | 'inTurn'>;
}) {
  const { billingRepo: repo, transaction, processor, setup } = deps;

  return {
    async getBillingAddress(actor: Actor): Promise<{ address: BillingAddress | null }> {
      const account = await setup.requireAccount(actor.accountId);
      const parsed = billingAddressSchema.safeParse(account.billingAddress);
      return { address: parsed.success ? parsed.data : null };
    },

    /** Stored on our side and sent to the processor's customer; both change or neither. */
    updateBillingAddress: (actor: Actor, address: BillingAddress): Promise<{ message: string }> =>
      setup.inTurn(actor.accountId, async () => {
        const account = await setup.requireAccount(actor.accountId);
        await transaction(async (tx) => {
          await tx.accountsRepo.setBillingAddress(actor.accountId, address);
          // Last: a refusal by the processor rolls our copy back.
          if (account.processorCustomerId) await processor.updateCustomerAddress(account.processorCustomerId, address);
        });
        return { message: billingMessages.billingAddressUpdated };
      }),

    /** The PDF receipt of one paid invoice of the caller's account. */
    async getReceipt(actor: Actor, invoiceId: string): Promise<{ fileName: string; pdf: Buffer }> {
      const [invoice, account] = await Promise.all([
        repo.findInvoice(actor.accountId, invoiceId),
        setup.requireAccount(actor.accountId),
      ]);
      if (!invoice) throw new AppError('NOT_FOUND', billingMessages.invoiceNotFound);
      const stored = billingAddressSchema.safeParse(invoice.billingAddress ?? account.billingAddress);
      const number = formatInvoiceNumber(invoice.number);
      const pdf = await renderReceiptPdf({
        number,
        paidAt: invoice.paidAt,
        sellerName: account.name,
        sellerEmail: account.email,
        address: stored.success ? stored.data : null,
        amountCents: invoice.amountCents,
        currency: invoice.currency,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd ?? invoice.nextPaymentAt,
        cardBrand: invoice.cardBrand,
        cardLast4: invoice.cardLast4,
      });
      return { fileName: `Stowline-receipt-${number}.pdf`, pdf };
    },

    async listInvoices(
      actor: Actor,
      filtersJson: string | undefined,
    ): Promise<{ invoices: Invoice[]; totalInvoices: number }> {
      let raw: unknown = {};
      if (filtersJson) {
        try {
          raw = JSON.parse(filtersJson);
        } catch {
          throw new AppError('VALIDATION', 'The invoice filters could not be read. Reload the page and try again.');
        }
      }
      const parsed = invoiceFiltersSchema.safeParse(raw);
      if (!parsed.success) throw new AppError('VALIDATION', describeZodIssues(parsed.error.issues, 'querystring'));
      const { pageNumber, perPage, date } = parsed.data;
      const from = date?.startDate ? new Date(`${date.startDate}T00:00:00Z`) : undefined;
      const to = date?.endDate ? new Date(new Date(`${date.endDate}T00:00:00Z`).getTime() + DAY_MS) : undefined;
      const { rows, total } = await repo.listInvoices(
        actor.accountId,
        { ...(from ? { from } : {}), ...(to ? { to } : {}) },
        { limit: perPage, offset: (pageNumber - 1) * perPage },
      );
      return {
        invoices: rows.map((r) => ({
          _id: r.id,
          amount: { value: r.amountCents / 100, currencyCode: r.currency },
          lastPayment: r.paidAt.toISOString(),
          nextPayment: r.nextPaymentAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
          cardNumber: r.cardLast4 ? maskCardNumber(r.cardLast4) : null,
          number: formatInvoiceNumber(r.number),
        })),
        totalInvoices: total,
      };
    },
  };
}
