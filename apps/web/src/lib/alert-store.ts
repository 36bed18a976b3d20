import { useSyncExternalStore } from 'react';

export type AlertSeverity = 'error' | 'warning' | 'info' | 'success';

export interface AlertMessage {
  id: number;
  message: string;
  severity: AlertSeverity;
}

let current: AlertMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a message in the top-right alert bar, replacing whatever it showed. */
export function showAlert(message: string, severity: AlertSeverity = 'info'): void {
  current = { id: nextId++, message, severity };
  emit();
}

export function hideAlert(id: number): void {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

export function useAlertMessage(): AlertMessage | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
