import * as v from 'valibot';
import { IsoDateTime, RequiredText, Uuid } from './common.js';

export const FirstName = RequiredText('First name', 100);
export const LastName = RequiredText('Last name', 100);
/** Registering and onboarding both need the terms accepted. */
export const AcceptedTerms = v.literal(true, 'You must accept the terms to continue');

export const ProfileCompany = v.object({
  id: Uuid,
  name: v.string(),
  domain: v.string(),
  description: v.string(),
  max_fingerprints: v.number(),
  total_fingerprint_count: v.number(),
});

/** A role with its permissions, in the nesting the console reads (001 §7). */
export const RoleWithPermissions = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  rolePermissions: v.array(v.object({ permission: v.object({ name: v.string() }) })),
});

export const Profile = v.object({
  id: Uuid,
  email: v.string(),
  first_name: v.nullable(v.string()),
  last_name: v.string(),
  is_verified: v.boolean(),
  created_at: IsoDateTime,
  company_id: v.nullable(Uuid),
  company: v.nullable(ProfileCompany),
  system_role: v.pipe(v.number(), v.integer()),
  role: RoleWithPermissions,
});
export type Profile = v.InferOutput<typeof Profile>;

export const UpdateProfileBody = v.object({
  first_name: FirstName,
  last_name: LastName,
  accepted_terms: AcceptedTerms,
});
export type UpdateProfileBody = v.InferOutput<typeof UpdateProfileBody>;
