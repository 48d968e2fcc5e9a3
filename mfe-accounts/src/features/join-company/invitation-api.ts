import { api } from 'shared';

/** GET /invitations/{token}: what the landing needs to decide where the invitee goes. */
export interface InvitationLanding {
  email: string;
  type: 'INVITE_COMPANY_USER' | 'PROJECT:NEW_EXTERNAL_USER:USER';
  is_active: boolean;
  has_recipient: boolean;
  company: { name: string } | null;
  project: { name: string } | null;
}

export const getInvitation = (token: string) =>
  api('auth')
    .get(`invitations/${encodeURIComponent(token)}`)
    .json<InvitationLanding>();

export async function activateInvitation(token: string): Promise<void> {
  await api('auth').post(`invitations/${encodeURIComponent(token)}/activate`);
}
