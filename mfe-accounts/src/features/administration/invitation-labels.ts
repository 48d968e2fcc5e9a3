import type { CompanyInvitation, InvitationType } from './types';

/** 000 §3: how each type of invitation is shown. */
export const INVITATION_TYPE_LABELS: Record<InvitationType, string> = {
  VERIFY_ACCOUNT: 'Verify account',
  INVITE_COMPANY_USER: 'Invite to company',
  RESET_PASSWORD: 'Password reset',
  'PROJECT:NEW_EXTERNAL_USER:USER': 'Invited to project',
  MIGRATE: 'Password reset',
};

/** Only a company invitation that still works is deactivated here; project invitations stay with their team page. */
export const canDeactivate = (invitation: CompanyInvitation) =>
  invitation.is_active && invitation.type === 'INVITE_COMPANY_USER';
