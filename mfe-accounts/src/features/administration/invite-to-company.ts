import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { api, emailSchema } from 'shared';
import { adminKeys } from './keys';
import type { CompanyInvitation } from './types';

export const inviteSchema = v.object({ email: emailSchema });
export type InviteForm = v.InferInput<typeof inviteSchema>;

export async function inviteToCompany({ companyId, email }: { companyId: string; email: string }) {
  return api('auth')
    .post('invitations', {
      json: { email: v.parse(emailSchema, email), type: 'INVITE_COMPANY_USER', company_id: companyId },
    })
    .json<CompanyInvitation>();
}

/** The company's invitations tables show the new one. */
export function useInviteToCompany(invite = inviteToCompany) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invite,
    onSuccess: (_, { companyId }) => queryClient.invalidateQueries({ queryKey: adminKeys.invitations(companyId) }),
  });
}
