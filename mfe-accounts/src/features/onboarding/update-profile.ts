import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { api, useSession, type Account } from 'shared';

export const profileSchema = v.object({
  first_name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('First name is required'),
    v.maxLength(100, 'At most 100 characters'),
  ),
  last_name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Last name is required'),
    v.maxLength(100, 'At most 100 characters'),
  ),
  accepted_terms: v.literal(true, 'You must accept the terms to continue'),
});

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
