import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LabelSettings, messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** POST /setting/update-label-setting */
export function useUpdateLabelSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LabelSettings) => apiClient.post('/setting/update-label-setting', messageResponseSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.labels() }),
  });
}
