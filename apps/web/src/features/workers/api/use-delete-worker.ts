import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { workersKeys } from './workers-keys';

/** DELETE /users/worker/{id}/delete */
export function useDeleteWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<{ message: string }>(`/users/worker/${encodeURIComponent(id)}/delete`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workersKeys.lists() }),
  });
}
