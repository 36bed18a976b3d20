import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type InvoiceFilters, invoicesResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { billingKeys, type InvoicesFilter } from './billing-keys';

/** GET /payment/get-invoices?filters={json}: one page of invoices, optionally between two UTC days. */
export function useInvoices(filter: InvoicesFilter, options: { enabled?: boolean } = {}) {
  const { pageNumber, perPage, startDate, endDate } = filter;
  const filters: InvoiceFilters = {
    pageNumber,
    perPage,
    ...(startDate || endDate ? { date: { startDate, endDate } } : {}),
  };
  return useQuery({
    queryKey: billingKeys.invoices(filter),
    queryFn: () =>
      apiClient.get('/payment/get-invoices', invoicesResponseSchema, { query: { filters: JSON.stringify(filters) } }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
