export interface InvoicesFilter {
  pageNumber: number;
  perPage: number;
  startDate?: string;
  endDate?: string;
}

export const billingKeys = {
  all: ['billing'] as const,
  config: () => [...billingKeys.all, 'config'] as const,
  processor: (publishableKey: string) => [...billingKeys.all, 'processor', publishableKey] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  cards: () => [...billingKeys.all, 'cards'] as const,
  billingAddress: () => [...billingKeys.all, 'billing-address'] as const,
  invoiceLists: () => [...billingKeys.all, 'invoices'] as const,
  invoices: (filter: InvoicesFilter) => [...billingKeys.invoiceLists(), filter] as const,
};
