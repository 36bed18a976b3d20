import { useMutation } from '@tanstack/react-query';
import { type AuthorizeStoreBody, authorizeStoreResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /onboarding/authorize-store-url: the consent page's address (another origin), for a new
 * store by name or for reconnecting one by id. Silent: the page puts a name error on the field.
 */
export function useAuthorizeStoreUrl() {
  return useMutation({
    mutationFn: (body: AuthorizeStoreBody) =>
      apiClient.post('/onboarding/authorize-store-url', authorizeStoreResponseSchema, body),
    meta: { silent: true },
  });
}
