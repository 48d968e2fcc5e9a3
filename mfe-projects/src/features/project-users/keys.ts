import { projectMemberKeys } from '../../api/project-members';

export const projectUserKeys = {
  members: projectMemberKeys.list,
  invitations: (projectId: string) => ['project', projectId, 'invitations'] as const,
};
