import type { InvitationState } from '../../components/invitation-state';
import type { InvitationLanding } from './invitation-api';

export type LandingStep =
  | { kind: 'invalid' }
  | { kind: 'accept' }
  | { kind: 'login'; invitation: InvitationState }
  | { kind: 'register'; invitation: InvitationState };

/**
 * 000 §4: an invitation that is not active is invalid; the signed-in user it was sent to accepts it;
 * anyone else is signed out and goes to log in (the address has an account) or to register.
 */
export function landingStep(
  token: string,
  invitation: InvitationLanding | null,
  signedInEmail: string | null,
): LandingStep {
  if (!invitation?.is_active) return { kind: 'invalid' };
  if (signedInEmail?.toLowerCase() === invitation.email.toLowerCase()) return { kind: 'accept' };
  const state = { token, email: invitation.email, project: invitation.project, company: invitation.company };
  return invitation.has_recipient ? { kind: 'login', invitation: state } : { kind: 'register', invitation: state };
}
