export const projectUserKeys = {
  members: (projectId: string) => ['project', projectId, 'users'] as const,
  invitations: (projectId: string) => ['project', projectId, 'invitations'] as const,
};
