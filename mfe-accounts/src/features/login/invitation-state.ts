/** What /join-company hands to /login in the router state (000 §2, §4). */
export interface LoginState {
  invitation?: {
    token: string;
    email: string;
    project?: { name: string } | null;
    company?: { name: string } | null;
  };
  error?: boolean;
}

export function invitationBanner(invitation: NonNullable<LoginState['invitation']>): string {
  return invitation.project
    ? `Log in to join the ${invitation.project.name} project`
    : `Log in to join the ${invitation.company?.name ?? ''} company`;
}
