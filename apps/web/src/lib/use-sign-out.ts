import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messageResponseSchema } from '@stowline/domain';
import { apiClient } from './api-client';
import { clearSession } from './session';

/** POST /auth/signout (its errors are ignored), then forget the session and go to sign-in. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await apiClient.post('/auth/signout', messageResponseSchema).catch(() => undefined);
    clearSession();
    queryClient.clear();
    navigate('/auth/signin', { replace: true });
  }, [queryClient, navigate]);
}
