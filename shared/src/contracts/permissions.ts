import * as v from 'valibot';

const RoleType = v.picklist(['system', 'projects']);

/** 001 §3 Role: id, name, type. */
export const RoleSummary = v.object({ id: v.pipe(v.number(), v.integer()), name: v.string(), type: RoleType });
export const RoleList = v.object({ data: v.array(RoleSummary) });
export type RoleList = v.InferOutput<typeof RoleList>;

/** 001 §3 Permission: name, description, type. */
export const Permission = v.object({ name: v.string(), description: v.string(), type: RoleType });
export const PermissionList = v.object({ data: v.array(Permission) });
export type PermissionList = v.InferOutput<typeof PermissionList>;
