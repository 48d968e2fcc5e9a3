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

export type ProfileInput = v.InferInput<typeof profileSchema>;

export async function updateProfile(input: v.InferOutput<typeof profileSchema>): Promise<Account> {
  const account = await api('auth').patch('auth/profile', { json: input }).json<Account>();
  useSession.getState().setAccount(account);
  return account;
}
