import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';

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
  userProjects: v.array(v.object({ user_id: Uuid, role_id: v.pipe(v.number(), v.integer()) })),
});
export type Project = v.InferOutput<typeof Project>;

export const ProjectList = v.object({ data: v.array(Project) });
export type ProjectList = v.InferOutput<typeof ProjectList>;
