/**
 * Shapes of the API's answers, inferred from the schemas the API validates and serialises with
 * (shared/contracts), so a change to the wire changes these types and the code that reads them.
 */
import type * as v from 'valibot';
import type { TokenPair } from '../contracts/auth';
import type { Collection as CollectionSchema } from '../contracts/collections';
import type { ErrorBody } from '../contracts/errors';
import type { Company as CompanySchema } from '../contracts/companies';
import type { Profile, ProfileCompany } from '../contracts/profile';
import type { MyProject as MyProjectSchema, Project as ProjectSchema } from '../contracts/projects';
import type { ResultViewSummary as ResultViewSummarySchema } from '../contracts/views';

export type Tokens = TokenPair;

export type CompanySummary = v.InferOutput<typeof ProfileCompany>;

/** GET /profile. system_role 1 = ADMIN (a brand's staff), 2 = SUPER_USER (the provider's staff). */
export type Account = Profile;

export type Project = v.InferOutput<typeof ProjectSchema>;

export type Company = v.InferOutput<typeof CompanySchema>;

/** GET /my-projects/{id}: the project with the caller's project role and its permissions. */
export type MyProject = v.InferOutput<typeof MyProjectSchema>;

export type Collection = v.InferOutput<typeof CollectionSchema>;

/** A row of GET /api/content/views. */
export type ResultViewSummary = v.InferOutput<typeof ResultViewSummarySchema>;

export interface ListResponse<T> {
  data: T[];
}

export type ApiErrorBody = ErrorBody;
