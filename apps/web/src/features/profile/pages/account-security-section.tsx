import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import type { ChangeEmailBody, ChangePasswordBody } from '@stowline/domain';
import { getErrorMessage, isApiError, type ApiErrorCode } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import { currentUserKeys } from '../../../lib/current-user';
import { useChangeEmail } from '../api/use-change-email';
import { useChangePassword } from '../api/use-change-password';
import { ChangeEmailForm } from '../components/change-email-form';
import { ChangePasswordForm } from '../components/change-password-form';

/** Refusals of the new address, shown on the e-mail field (an invalid address never leaves the form). */
const EMAIL_FIELD_CODES: readonly (ApiErrorCode | undefined)[] = ['EMAIL_EXISTS', 'EMAIL_UNCHANGED'];

function codeOf(error: unknown): ApiErrorCode | undefined {
  return isApiError(error) ? error.code : undefined;
}

/** Profile's sign-in settings: change e-mail and change password, each with its own answers. */
export function AccountSecuritySection({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const changePassword = useChangePassword();
  const changeEmail = useChangeEmail();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [emailError, setEmailError] = useState<{ field: 'email' | 'currentPassword'; message: string } | undefined>();
  const [sentMessage, setSentMessage] = useState<string | undefined>();

  const submitPassword = async (body: ChangePasswordBody) => {
    setPasswordError(undefined);
    try {
      await changePassword.mutateAsync(body);
    } catch (error) {
      const message = getErrorMessage(error);
      if (codeOf(error) === 'CURRENT_PASSWORD_WRONG') setPasswordError(message);
      else showAlert(message, 'error');
      throw error;
    }
  };

  const submitEmail = async (body: ChangeEmailBody) => {
    setEmailError(undefined);
    setSentMessage(undefined);
    try {
      const result = await changeEmail.mutateAsync(body);
      setSentMessage(result.message);
      void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    } catch (error) {
      const message = getErrorMessage(error);
      if (EMAIL_FIELD_CODES.includes(codeOf(error))) setEmailError({ field: 'email', message });
      else if (codeOf(error) === 'CURRENT_PASSWORD_WRONG') setEmailError({ field: 'currentPassword', message });
      else showAlert(message, 'error');
      throw error;
    }
  };

  return (
    <Paper component="section" aria-label="sign-in and security" sx={{ p: 3, maxWidth: 960, mt: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr auto 1fr' },
        }}
      >
        <ChangeEmailForm
          currentEmail={email}
          pending={changeEmail.isPending}
          serverError={emailError}
          sentMessage={sentMessage}
          onSubmit={submitEmail}
        />
        <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', md: 'block' } }} />
        <Divider sx={{ display: { xs: 'block', md: 'none' } }} />
        <ChangePasswordForm
          pending={changePassword.isPending}
          currentPasswordError={passwordError}
          onSubmit={submitPassword}
        />
      </Box>
    </Paper>
  );
}
