import type { MyProject } from '../api/types';

/** Project p1 (UTC) as GET /my-projects/{id} answers it to a member holding these permissions there. */
export const projectWith = (...permissions: string[]) =>
  ({
    id: 'p1',
    timeZone: 'UTC',
    role: { id: 4, name: 'ADMIN', rolePermissions: permissions.map((name) => ({ permission: { name } })) },
  }) as MyProject;
