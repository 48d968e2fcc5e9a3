import { Notification, Stack } from '@mantine/core';
import { create } from 'zustand';

/** Long enough to read a sentence; a person can close it sooner. */
export const TOAST_MS = 6_000;

interface Toast {
  id: number;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  dismiss: (id: number) => void;
}

let nextId = 0;

/** One store for the console: `shared` is a singleton, so a toast shown by any remote reaches the one host. */
const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/**
 * Confirms a create or save that succeeded ("Project created."). It outlives the page that showed it, so
 * a dialog can confirm and then navigate to what it made.
 */
export function showToast(message: string): void {
  const id = ++nextId;
  useToasts.setState((state) => ({ toasts: [...state.toasts, { id, message }] }));
  setTimeout(() => useToasts.getState().dismiss(id), TOAST_MS);
}

/** The console's toasts, bottom right, each announced politely; mounted once by the shell. */
export function ToastHost() {
  const { toasts, dismiss } = useToasts();
  return (
    <Stack
      gap="xs"
      style={{ position: 'fixed', insetInlineEnd: 16, insetBlockEnd: 16, zIndex: 1000, maxWidth: 'min(360px, 90vw)' }}
    >
      {toasts.map((toast) => (
        <Notification
          key={toast.id}
          // Polite, not an alert: the thing asked for has happened.
          role="status"
          color="green"
          withBorder
          onClose={() => dismiss(toast.id)}
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          {toast.message}
        </Notification>
      ))}
    </Stack>
  );
}
