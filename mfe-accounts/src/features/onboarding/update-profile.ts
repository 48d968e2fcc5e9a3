import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { api, useSession, type Account } from 'shared';
import { AcceptedTerms } from 'shared/contracts/profile';
import { nameFields } from '../../components/account-fields';

export const profileSchema = v.object({ ...nameFields, accepted_terms: AcceptedTerms });

/** What the form holds; the schema makes sure the terms were accepted before anything is sent. */
export interface ProfileForm {
  first_name: string;
  last_name: string;
  accepted_terms: boolean;
}

export async function updateProfile(input: ProfileForm): Promise<Account> {
  const json = v.parse(profileSchema, input);
  return api('auth').patch('auth/profile', { json }).json<Account>();
}

/** The profile lives in the session (it drives the guards), so the answer replaces the session's account. */
export function useUpdateProfile(update = updateProfile) {
  return useMutation({
    mutationFn: update,
    onSuccess: (account) => useSession.getState().setAccount(account),
  });
}
