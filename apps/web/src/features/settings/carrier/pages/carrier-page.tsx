import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '../../../../lib/api-client';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { PageHeader } from '../../../../components/page-header';
import { AreaSpinner } from '../../../../components/spinners';
import { useCurrentUser } from '../../../../lib/current-user';
import { useCarriers } from '../api/use-carriers';
import { useDeleteCarrier } from '../api/use-delete-carrier';
import { useSaveCarrier } from '../api/use-save-carrier';
import { useTestCarrier } from '../api/use-test-carrier';
import { CarrierAccountForm } from '../components/carrier-account-form';
import { CarrierSummary } from '../components/carrier-summary';

/** Connect Carrier: the seller's FedEx account. Workers see whether it is connected; only the seller changes it. */
export default function CarrierPage() {
  const { user } = useCurrentUser();
  const carriersQuery = useCarriers();
  const saveCarrier = useSaveCarrier();
  const deleteCarrier = useDeleteCarrier();
  const testCarrier = useTestCarrier();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const isSeller = user?.userType === 'user';
  const fedex = carriersQuery.data?.find((c) => c.carrierName === 'FEDEX');

  return (
    <>
      <PageHeader title="Connect Carrier" />
      <Paper sx={{ p: 3, maxWidth: 760 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6" component="h2">
            FedEx
          </Typography>
          {isSeller && fedex && (
            <Button color="error" onClick={() => setConfirmingDelete(true)}>
              Disconnect
            </Button>
          )}
        </Box>
        {carriersQuery.isPending ? <AreaSpinner /> : <CarrierSummary account={fedex} />}
        <Divider sx={{ my: 3 }} />
        {isSeller ? (
          carriersQuery.isSuccess && (
            <CarrierAccountForm
              // Remounts after a save or delete, so the form starts from what is saved.
              key={fedex?.updatedAt ?? 'none'}
              saved={fedex}
              pending={saveCarrier.isPending}
              onSubmit={(body) => saveCarrier.mutate(body, { onSuccess: () => testCarrier.reset() })}
              onTest={(body) => testCarrier.mutate(body)}
              testing={testCarrier.isPending}
              testResult={
                testCarrier.isSuccess
                  ? { passed: true, message: testCarrier.data.message }
                  : testCarrier.isError
                    ? { passed: false, message: getErrorMessage(testCarrier.error) }
                    : null
              }
              onEdit={() => testCarrier.reset()}
            />
          )
        ) : (
          <Alert severity="info">Only the account owner can connect or change carrier credentials.</Alert>
        )}
      </Paper>
      {confirmingDelete && (
        <ConfirmDialog
          id="delete-carrier-title"
          cancelLabel="Cancel"
          confirmLabel="Disconnect"
          pending={deleteCarrier.isPending}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => deleteCarrier.mutate('FEDEX', { onSuccess: () => setConfirmingDelete(false) })}
        >
          You want to remove the FedEx account details?
        </ConfirmDialog>
      )}
    </>
  );
}
