/**
 * The one table of roles and permissions (DESIGN §3). `syncReferenceData` writes it to the
 * database at every start, so changing it here changes what every role may do.
 */

export type PermissionType = 'system' | 'projects';

export const PERMISSIONS = {
  'company:read': { type: 'system', description: 'Read companies and their limits' },
  'company:create': { type: 'system', description: 'Create companies and change their limits' },
  'project:create': { type: 'system', description: 'Create projects' },
  'project:read': { type: 'projects', description: 'Read projects' },
  'project:update': { type: 'projects', description: 'Change project settings' },
  'collection:read': { type: 'projects', description: 'Read collections' },
  'collection:create': { type: 'projects', description: 'Create collections' },
  'tag-order:read': { type: 'projects', description: 'Read Smart Fingerprint orders' },
  'tag-order:create': { type: 'projects', description: 'Order Smart Fingerprints' },
  'tag:read': { type: 'projects', description: 'Read tags and tag images' },
  'tag:update-status': {
    type: 'projects',
    description: 'Make tags inactive, blacklist them or make them active again',
  },
  'tag-data:create': { type: 'projects', description: 'Upload tag metadata and custom attributes' },
  'view:read': { type: 'projects', description: 'Read result views' },
  'view:create': { type: 'projects', description: 'Create and edit result views' },
  'collection-view:create': { type: 'projects', description: 'Assign result views to collections' },
  'project-user:read': { type: 'projects', description: 'Read the users of a project' },
  'project-user:create': { type: 'projects', description: 'Add users to a project' },
  'project-user:delete': { type: 'projects', description: 'Remove users from a project' },
  'api-key:read': { type: 'projects', description: 'Read API keys' },
  'api-key:create': { type: 'projects', description: 'Create API keys' },
  'invitation:create': { type: 'projects', description: 'Invite people' },
  'asset:read': { type: 'projects', description: 'Read image assets' },
  'asset:create': { type: 'projects', description: 'Upload image assets' },
  'scan-event:read': { type: 'projects', description: 'Read scan events' },
  'scan-event:create': { type: 'projects', description: 'Ingest scan events' },
  'webhook:manage': {
    type: 'projects',
    description: 'Add, change and remove webhooks, read their delivery log and redeliver messages',
  },
  'case:read': { type: 'projects', description: "Read cases and their tags' timelines" },
  'case:update': {
    type: 'projects',
    description: 'Open cases, change their status and assignee, add notes and close them',
  },
  'alert:manage': { type: 'projects', description: 'Add, change and remove alert rules' },
} as const satisfies Record<string, { type: PermissionType; description: string }>;

export type PermissionName = keyof typeof PERMISSIONS;

const ALL = Object.keys(PERMISSIONS) as PermissionName[];
const PROJECT_SCOPE = ALL.filter((name) => PERMISSIONS[name].type === 'projects');
const PROJECT_READS = PROJECT_SCOPE.filter((name) => name.endsWith(':read'));
/** Creating projects, collections, views and orders is for the provider's staff (DESIGN §3). */
const PROVIDER_ONLY: PermissionName[] = [
  'company:create',
  'project:create',
  'collection:create',
  'view:create',
  'tag-order:create',
];

/** System role ids equal the `system_role` level stored on users (1 ADMIN, 2 SUPER_USER). */
export const SYSTEM_ROLE = { ADMIN: 1, SUPER_USER: 2 } as const;
export type SystemRoleLevel = (typeof SYSTEM_ROLE)[keyof typeof SYSTEM_ROLE];

export const PROJECT_ROLE = { SUPER_USER: 3, ADMIN: 4, GUEST: 5 } as const;
export type ProjectRoleId = (typeof PROJECT_ROLE)[keyof typeof PROJECT_ROLE];

export interface RoleDefinition {
  id: number;
  name: 'SUPER_USER' | 'ADMIN' | 'GUEST';
  type: PermissionType;
  permissions: PermissionName[];
}

export const ROLES: RoleDefinition[] = [
  {
    id: SYSTEM_ROLE.ADMIN,
    name: 'ADMIN',
    type: 'system',
    permissions: ALL.filter((name) => !PROVIDER_ONLY.includes(name)),
  },
  { id: SYSTEM_ROLE.SUPER_USER, name: 'SUPER_USER', type: 'system', permissions: ALL },
  // '{product} Administrator': never assignable from the console.
  { id: PROJECT_ROLE.SUPER_USER, name: 'SUPER_USER', type: 'projects', permissions: PROJECT_SCOPE },
  {
    id: PROJECT_ROLE.ADMIN,
    name: 'ADMIN',
    type: 'projects',
    permissions: PROJECT_SCOPE.filter(
      (name) =>
        PROJECT_READS.includes(name) ||
        name.endsWith(':create') ||
        name === 'project-user:delete' ||
        name === 'project:update' ||
        name === 'tag:update-status' ||
        name === 'webhook:manage' ||
        name === 'alert:manage' ||
        name === 'case:update',
    ),
  },
  { id: PROJECT_ROLE.GUEST, name: 'GUEST', type: 'projects', permissions: PROJECT_READS },
];

export const PROJECT_SCOPE_PERMISSIONS: readonly PermissionName[] = PROJECT_SCOPE;
