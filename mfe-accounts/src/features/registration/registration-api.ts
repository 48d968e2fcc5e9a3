import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { api, emailSchema, passwordSchema, startSession, type Tokens } from 'shared';
import { AcceptedTerms } from 'shared/contracts/profile';
import { nameFields } from '../../components/account-fields';

export const registrationSchema = v.object({
  ...nameFields,
  email: emailSchema,
  password: passwordSchema,
  accepted_terms: AcceptedTerms,
});

export interface RegistrationForm {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  accepted_terms: boolean;
}

type RegistrationAnswer = { status: 'verification-sent' } | { status: 'registered'; tokens: Tokens };

export async function register(form: RegistrationForm, invitationToken?: string): Promise<RegistrationAnswer> {
  const json = { ...v.parse(registrationSchema, form), invitation_token: invitationToken };
  return api('auth').post('users', { json }).json<RegistrationAnswer>();
}

/** Registering through an invitation signs the newcomer in (the API issues the tokens). */
export function useRegister(invitationToken: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: RegistrationForm) => {
      const answer = await register(form, invitationToken);
      if (answer.status === 'registered') await startSession(queryClient, answer.tokens);
      return answer;
    },
  });
}

export async function verifyEmail(token: string): Promise<true> {
  await api('auth').post(`invitations/activate/${encodeURIComponent(token)}`);
  return true;
}

/** The link works once, so the call is a query: a remount shares its one answer instead of sending again. */
export const useEmailVerification = (token: string) =>
  useQuery({
    queryKey: ['email-verification', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
