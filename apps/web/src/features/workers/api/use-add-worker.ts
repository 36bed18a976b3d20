import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddWorkerBody, addWorkerResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { workersKeys } from './workers-keys';

/** POST /users/add-worker. A 409 (e-mail taken) is shown on the field, so the caller handles errors. */
export function useAddWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddWorkerBody) => apiClient.post('/users/add-worker', addWorkerResponseSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workersKeys.lists() }),
    meta: { silent: true },
  });
}
