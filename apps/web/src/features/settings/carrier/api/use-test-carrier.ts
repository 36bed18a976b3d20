import { useMutation } from '@tanstack/react-query';
import { type AddCarrierBody, messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';

/**
 * POST /setting/test-carrier: asks FedEx whether it accepts the form's credentials (not the saved
 * ones; nothing is stored). The form shows the answer beside its buttons, so the alert bar stays quiet.
 */
export function useTestCarrier() {
  return useMutation({
    mutationFn: (body: AddCarrierBody) => apiClient.post('/setting/test-carrier', messageResponseSchema, body),
    meta: { silent: true, silentSuccess: true },
  });
}
