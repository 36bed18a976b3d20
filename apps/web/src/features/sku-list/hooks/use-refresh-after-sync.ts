import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { skuListKeys } from '../api/sku-list-keys';

/** When a listing sync this page watched finishes, the SKUs it brought are fetched. */
export function useRefreshAfterSync(running: boolean) {
  const queryClient = useQueryClient();
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) void queryClient.invalidateQueries({ queryKey: skuListKeys.productLists() });
    wasRunning.current = running;
  }, [running, queryClient]);
}
