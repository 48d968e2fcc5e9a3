/** The invitation /join-company hands to /login or /register in the router state (000 §2, §4). */
export interface InvitationState {
  token: string;
  email: string;
  project: { name: string } | null;
  company: { name: string } | null;
}

/** What /login and /register read from the router state. */
export interface AccountPageState {
  invitation?: InvitationState;
  /** The invitation was used, cancelled or expired. */
  error?: boolean;
}

/** 'the Spring project' or 'the Acme company': a project invitation names its project. */
function joinTarget(invitation: InvitationState): string {
  return invitation.project
    ? `the ${invitation.project.name} project`
    : `the ${invitation.company?.name ?? ''} company`;
}

export const loginBanner = (invitation: InvitationState) => `Log in to join ${joinTarget(invitation)}`;

export const registerBanner = (invitation: InvitationState) =>
  `Register your details to join ${joinTarget(invitation)}`;
