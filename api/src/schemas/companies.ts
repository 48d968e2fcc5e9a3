import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';
import { ProfileCompany } from './profile.js';

export const Company = v.object({ ...ProfileCompany.entries, created_at: IsoDateTime });
export type Company = v.InferOutput<typeof Company>;

export const CompanyList = v.object({ data: v.array(Company) });
export type CompanyList = v.InferOutput<typeof CompanyList>;

export const CompanyIdParams = v.object({ companyId: Uuid });
export type CompanyIdParams = v.InferOutput<typeof CompanyIdParams>;

export const CompanyUser = v.object({
  id: Uuid,
  email: v.string(),
  first_name: v.nullable(v.string()),
  last_name: v.string(),
});
export type CompanyUser = v.InferOutput<typeof CompanyUser>;

export const CompanyUserList = v.object({ data: v.array(CompanyUser) });
export type CompanyUserList = v.InferOutput<typeof CompanyUserList>;
