import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { workersKeys } from './workers-keys';

/** DELETE /users/worker/{id}/delete */
export function useDeleteWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`/users/worker/${encodeURIComponent(id)}/delete`, messageResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workersKeys.lists() }),
  });
}
