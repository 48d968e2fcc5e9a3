export const apiKeyKeys = {
  list: (projectId: string) => ['project', projectId, 'api-keys'] as const,
};

/** GET /permissions does not depend on the project: one entry for the session. */
export const permissionKeys = { all: ['permissions'] as const };
