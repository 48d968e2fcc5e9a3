import { useMutation } from '@tanstack/react-query';
import { api } from 'shared';

export const RESET_REQUESTED = 'Your password reset request has been sent. Check your e-mail for further instructions.';
export const RESET_DONE = 'Your password reset was successful.';

export async function requestPasswordReset(email: string): Promise<void> {
  await api('auth').post('auth/password-reset', { json: { email } });
}

export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await api('auth').post('auth/password-reset/confirm', { json: { token, password } });
}

/** 000 §8: the page shows the success text whatever the answer, so it tells nobody whether an account exists. */
export const useRequestPasswordReset = (request = requestPasswordReset) =>
  useMutation({ mutationFn: (email: string) => request(email).catch(() => undefined) });

export const useConfirmPasswordReset = (confirm = confirmPasswordReset) =>
  useMutation({ mutationFn: ({ token, password }: { token: string; password: string }) => confirm(token, password) });
