import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  PAGE_SIZES,
  ROUTES,
  billingMessages,
  invoiceFiltersSchema,
  type AddCardBody,
  type Card,
} from '@stowline/domain';
import { PageHeader } from '../../../components/page-header';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import { readPageParam, setPageParam, useUrlSearchParams } from '../../../lib/use-debounced-search-param';
import { isLeavingForAuthentication } from '../api/card-action';
import { useAddPaymentCard } from '../api/use-add-payment-card';
import { useBillingAddress } from '../api/use-billing-address';
import { useCancelSubscription } from '../api/use-cancel-subscription';
import { useDownloadReceipt } from '../api/use-download-receipt';
import { useResumeSubscription } from '../api/use-resume-subscription';
import { useUpdateBillingAddress } from '../api/use-update-billing-address';
import { useInvoices } from '../api/use-invoices';
import { usePaymentCards } from '../api/use-payment-cards';
import { useRetryPayment } from '../api/use-retry-payment';
import { useSubscription } from '../api/use-subscription';
import { useUpdatePaymentCard } from '../api/use-update-payment-card';
import { AddCardDialog } from '../components/add-card-dialog';
import { BillingAddressCard } from '../components/billing-address-card';
import { BillingAddressDialog } from '../components/billing-address-dialog';
import { CancelSubscriptionDialog } from '../components/cancel-subscription-dialog';
import { DefaultCardDialog } from '../components/default-card-dialog';
import { DeleteCardDialog } from '../components/delete-card-dialog';
import { InvoiceDateRange } from '../components/invoice-date-range';
import { InvoicesTable } from '../components/invoices-table';
import { PaymentCardList } from '../components/payment-card-list';
import { PaymentErrorDialog } from '../components/payment-error-dialog';
import { PlanSummary } from '../components/plan-summary';
import { useAuthenticationReturn } from '../hooks/use-authentication-return';
import { forgetAddCardForm, recallAddCardForm } from '../lib/card-form-memory';

/** Where the processor's 3-D Secure page brings the seller back to. */
const RETURN_PATH = ROUTES.paymentSetting;

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Typography variant="h6" component="h2" id={id}>
      {children}
    </Typography>
  );
}

/**
 * Billing Plan: the plan box, the payment cards and the invoices. The invoice page and date
 * range live in the URL; the 3-D Secure page of a new card or a retry comes back here.
 */
export default function BillingPlanPage() {
  const [searchParams, updateSearchParams] = useUrlSearchParams();
  const pageNumber = readPageParam(searchParams);
  const perPage = PAGE_SIZES.invoices;
  const startDate = searchParams.get('startDate') ?? '';
  const endDate = searchParams.get('endDate') ?? '';
  const range = invoiceFiltersSchema.safeParse({
    pageNumber,
    perPage,
    date: { startDate: startDate || undefined, endDate: endDate || undefined },
  });

  const subscriptionQuery = useSubscription();
  const cardsQuery = usePaymentCards();
  const invoicesQuery = useInvoices(
    { pageNumber, perPage, ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) },
    { enabled: range.success },
  );
  const { completing, outcome } = useAuthenticationReturn();
  const retryPayment = useRetryPayment();
  const cancelSubscription = useCancelSubscription();
  const addPaymentCard = useAddPaymentCard();
  const updatePaymentCard = useUpdatePaymentCard();
  const resumeSubscription = useResumeSubscription();
  const billingAddressQuery = useBillingAddress();
  const updateBillingAddress = useUpdateBillingAddress();
  const downloadReceipt = useDownloadReceipt();
  const [editingAddress, setEditingAddress] = useState(false);

  const [adding, setAdding] = useState(false);
  const [makingDefault, setMakingDefault] = useState<Card | null>(null);
  const [deleting, setDeleting] = useState<Card | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [paymentError, setPaymentError] = useState(false);
  // Stays true once the browser is on its way to the 3-D Secure page.
  const [leaving, setLeaving] = useState(false);
  const subscription = subscriptionQuery.data;

  const retry = async () => {
    try {
      const result = await retryPayment.mutateAsync(RETURN_PATH);
      if (isLeavingForAuthentication(result)) setLeaving(true);
    } catch (error) {
      if (isApiError(error) && error.status === 402) setPaymentError(true);
      else showAlert(getErrorMessage(error), 'error');
    }
  };

  const addCard = async (body: Omit<AddCardBody, 'returnPath'>) => {
    const result = await addPaymentCard.mutateAsync({ ...body, returnPath: RETURN_PATH });
    if (isLeavingForAuthentication(result)) setLeaving(true);
    else setAdding(false);
  };
  const closeAddCard = () => {
    forgetAddCardForm();
    setAdding(false);
  };
  // A new card's 3-D Secure check did not pass: Payment Details opens again with what was typed.
  useEffect(() => {
    // The outcome arrives from the processor's page through the URL once; the tab remembers the form.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (outcome === 'failed' && recallAddCardForm()) setAdding(true);
  }, [outcome]);

  const setRange = (change: { startDate?: string; endDate?: string }) =>
    updateSearchParams(Object.fromEntries(Object.entries(change).map(([key, value]) => [key, value || null])));

  return (
    <>
      <PageHeader title="Billing Plan" />
      {completing && (
        <Alert severity="info" icon={<CircularProgress size={20} aria-label="Confirming your card" />} sx={{ mb: 3 }}>
          Confirming your card with your bank…
        </Alert>
      )}
      {subscription?.showRetry && (
        <Alert severity={subscription.paymentStatus === 'inprogress' ? 'warning' : 'error'} sx={{ mb: 3 }}>
          {subscription.paymentStatus === 'inprogress'
            ? 'Your bank asks you to confirm the last payment, and the rest of Stowline is locked until you do. Select Retry Payment Now to confirm it.'
            : 'Your last payment did not go through, so the rest of Stowline is locked until it does. Add a card or choose another default card if you need to, then select Retry Payment Now.'}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: '380px minmax(0, 1fr)' },
          alignItems: 'stretch',
        }}
      >
        <Box component="section" aria-label="plan">
          {subscription ? (
            <PlanSummary
              subscription={subscription}
              retryPending={retryPayment.isPending || leaving}
              cancelPending={cancelSubscription.isPending}
              resumePending={resumeSubscription.isPending}
              onRetry={() => void retry()}
              onCancel={() => setCancelling(true)}
              onResume={() => resumeSubscription.mutate()}
            />
          ) : subscriptionQuery.isPending ? (
            <Skeleton variant="rounded" height={280} />
          ) : (
            <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
              <Typography color="text.secondary">{billingMessages.noSubscription}</Typography>
            </Paper>
          )}
        </Box>
        <Paper component="section" variant="outlined" aria-labelledby="payment-methods-title" sx={{ p: 3 }}>
          <SectionTitle id="payment-methods-title">Payment Methods</SectionTitle>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
            Charges go to the default card. Select another card to make it the default.
          </Typography>
          <PaymentCardList
            cards={cardsQuery.data ?? []}
            loading={cardsQuery.isPending}
            onAdd={() => setAdding(true)}
            onMakeDefault={setMakingDefault}
            onDelete={setDeleting}
          />
        </Paper>
      </Box>

      <Box sx={{ mt: 3, maxWidth: { lg: 380 } }}>
        <BillingAddressCard
          address={billingAddressQuery.data}
          loading={billingAddressQuery.isPending}
          onEdit={() => setEditingAddress(true)}
        />
      </Box>

      <Box component="section" aria-labelledby="invoices-title" sx={{ mt: 4 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 2,
            mb: 2,
          }}
        >
          <SectionTitle id="invoices-title">Invoices</SectionTitle>
          <InvoiceDateRange
            startDate={startDate}
            endDate={endDate}
            error={range.success ? undefined : range.error.issues[0]?.message}
            onChange={setRange}
          />
        </Box>
        <InvoicesTable
          rows={range.success ? (invoicesQuery.data?.invoices ?? []) : []}
          total={range.success ? (invoicesQuery.data?.totalInvoices ?? 0) : 0}
          page={pageNumber}
          perPage={perPage}
          loading={invoicesQuery.isFetching}
          downloadingId={downloadReceipt.isPending ? downloadReceipt.variables?._id : undefined}
          onPageChange={(page) => setPageParam(updateSearchParams, page)}
          onDownloadReceipt={(invoice) => downloadReceipt.mutate(invoice)}
        />
      </Box>

      {adding && (
        <AddCardDialog pending={addPaymentCard.isPending || leaving} onSubmit={addCard} onClose={closeAddCard} />
      )}
      {makingDefault && (
        <DefaultCardDialog
          pending={updatePaymentCard.isPending}
          onCancel={() => setMakingDefault(null)}
          onUpdate={() =>
            updatePaymentCard.mutate(
              { action: 'default', cardId: makingDefault._id },
              { onSuccess: () => setMakingDefault(null) },
            )
          }
        />
      )}
      {deleting && (
        <DeleteCardDialog
          pending={updatePaymentCard.isPending}
          onCancel={() => setDeleting(null)}
          onDelete={() =>
            updatePaymentCard.mutate({ action: 'delete', cardId: deleting._id }, { onSuccess: () => setDeleting(null) })
          }
        />
      )}
      {cancelling && (
        <CancelSubscriptionDialog
          pending={cancelSubscription.isPending}
          onCancel={() => setCancelling(false)}
          onRemove={() => cancelSubscription.mutate(undefined, { onSuccess: () => setCancelling(false) })}
        />
      )}
      {editingAddress && (
        <BillingAddressDialog
          address={billingAddressQuery.data ?? null}
          pending={updateBillingAddress.isPending}
          onClose={() => setEditingAddress(false)}
          onSubmit={(address) => updateBillingAddress.mutate(address, { onSuccess: () => setEditingAddress(false) })}
        />
      )}
      {paymentError && <PaymentErrorDialog onClose={() => setPaymentError(false)} />}
    </>
  );
}
