import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

export type ResendKind = 'verification' | 'reset';

/**
 * Check-email's Resend: the verification mail (POST /auth/resend-email-verificaton) after
 * sign-up, or the reset mail again (POST /auth/reset-email-verificaton) after a reset request.
 */
export function useResendEmail() {
  return useMutation({
    mutationFn: ({ kind, email }: { kind: ResendKind; email: string }) =>
      apiClient.post(
        kind === 'reset' ? '/auth/reset-email-verificaton' : '/auth/resend-email-verificaton',
        messageResponseSchema,
        { email },
        { auth: false },
      ),
  });
}
