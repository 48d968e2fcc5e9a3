import * as v from 'valibot';
import { IsoDateTime, RequiredText, Uuid } from './common.js';
import { RoleWithPermissions } from './profile.js';

/** 001 §2: the projects list shows 15 rows a page. */
export const PROJECTS_PAGE_SIZE = 15;
export const MAX_PROJECTS_PER_PAGE = 100;

export const Project = v.object({
  id: Uuid,
  name: v.string(),
  company_id: Uuid,
  company: v.object({
    id: Uuid,
    name: v.string(),
    total_fingerprint_count: v.number(),
    max_fingerprints: v.number(),
  }),
  created_at: IsoDateTime,
  /** The IANA time zone the project's analytics count days in ('UTC' until an Administrator sets one). */
  timeZone: v.string(),
  userProjects: v.array(v.object({ user_id: Uuid, role_id: v.pipe(v.number(), v.integer()) })),
});
export type Project = v.InferOutput<typeof Project>;

/** One page of the projects the caller may see, and how many match in all (for the page numbers). */
export const ProjectList = v.object({ data: v.array(Project), total: v.pipe(v.number(), v.integer()) });
export type ProjectList = v.InferOutput<typeof ProjectList>;

export const ProjectListQuery = v.object({
  /** Part of the name, any case. */
  search: v.optional(v.pipe(v.string(), v.maxLength(100))),
  /** The owning company's id (the owner filter of system_role above 1). */
  owner: v.optional(Uuid),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)), 0),
  limit: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PROJECTS_PER_PAGE)),
    PROJECTS_PAGE_SIZE,
  ),
});
export type ProjectListQuery = v.InferOutput<typeof ProjectListQuery>;

/** 001 §5: name required; the company is one of the caller's; the listed users join as Administrators. */
export const NewProject = v.object({
  name: RequiredText('Project name', 100),
  companyId: Uuid,
  users: v.optional(v.pipe(v.array(Uuid), v.maxLength(1000)), []),
});
export type NewProject = v.InferOutput<typeof NewProject>;

/** A project's settings an Administrator changes; the zone is checked against Intl's list by the service. */
export const ProjectSettings = v.object({
  timeZone: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
export type ProjectSettings = v.InferOutput<typeof ProjectSettings>;

export const ProjectIdParams = v.object({ projectId: Uuid });
export type ProjectIdParams = v.InferOutput<typeof ProjectIdParams>;

/** 001 §7 GET /my-projects/{id}: the project with the caller's role in it and that role's permissions. */
export const MyProject = v.object({
  ...Project.entries,
  role: RoleWithPermissions,
});
export type MyProject = v.InferOutput<typeof MyProject>;
