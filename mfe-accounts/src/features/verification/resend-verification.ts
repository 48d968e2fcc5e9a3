import { useMutation } from '@tanstack/react-query';
import { api } from 'shared';

export async function resendVerificationEmail(email: string): Promise<void> {
  await api('auth').post('users/verification-email', { json: { email } });
}

export const useResendVerificationEmail = () => useMutation({ mutationFn: resendVerificationEmail });
