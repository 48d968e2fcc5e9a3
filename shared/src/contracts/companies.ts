import * as v from 'valibot';
import { IsoDateTime, RequiredText, Uuid } from './common.js';
import { ProfileCompany } from './profile.js';

/** 000 §9: administration tables show 15 rows a page. */
export const ADMIN_PAGE_SIZE = 15;
export const MAX_ADMIN_PAGE_SIZE = 100;
/** 000 §9: the fingerprint limit input takes at most 12 characters. */
export const MAX_FINGERPRINT_LIMIT = 999_999_999_999;

const Offset = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)), 0);
/** Absent: every row (the create-project dialog lists all of them). */
const Limit = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ADMIN_PAGE_SIZE)));
export const SortOrder = v.optional(v.picklist(['asc', 'desc']));
export type SortOrder = 'asc' | 'desc';

export const Company = v.object({ ...ProfileCompany.entries, created_at: IsoDateTime });
export type Company = v.InferOutput<typeof Company>;

/** `total` counts every company the caller may see, for the page numbers. */
export const CompanyList = v.object({ data: v.array(Company), total: v.pipe(v.number(), v.integer()) });
export type CompanyList = v.InferOutput<typeof CompanyList>;

export const CompanyListQuery = v.object({
  offset: Offset,
  limit: Limit,
  /** By name unless told otherwise. */
  sort: v.optional(v.picklist(['name', 'created_at']), 'name'),
  order: SortOrder,
});
export type CompanyListQuery = v.InferOutput<typeof CompanyListQuery>;

const FingerprintLimit = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_FINGERPRINT_LIMIT));

/** 000 §5: name, website and description required, at most 100, 100 and 200; the limit defaults to 0. */
export const NewCompany = v.object({
  name: RequiredText('Name', 100),
  domain: RequiredText('Website', 100),
  description: RequiredText('Description', 200),
  max_fingerprints: v.optional(FingerprintLimit, 0),
});
export type NewCompany = v.InferOutput<typeof NewCompany>;

export const CompanyLimitBody = v.object({ max_fingerprints: FingerprintLimit });
export type CompanyLimitBody = v.InferOutput<typeof CompanyLimitBody>;

/** 000 §7 POST /companies/{id}/tags: the body and its project_id are optional. */
export const CompanyRecountBody = v.nullish(v.object({ project_id: v.optional(Uuid) }));
export type CompanyRecountBody = v.InferOutput<typeof CompanyRecountBody>;

export const CompanyFingerprintCount = v.object({
  total_fingerprint_count: v.number(),
  max_fingerprints: v.number(),
  /** The project's share of the total, when the request named a project. */
  project_fingerprint_count: v.optional(v.number()),
});
export type CompanyFingerprintCount = v.InferOutput<typeof CompanyFingerprintCount>;

export const CompanyIdParams = v.object({ companyId: Uuid });
export type CompanyIdParams = v.InferOutput<typeof CompanyIdParams>;

export const CompanyUser = v.object({
  id: Uuid,
  email: v.string(),
  first_name: v.nullable(v.string()),
  last_name: v.string(),
  is_verified: v.boolean(),
  created_at: IsoDateTime,
});
export type CompanyUser = v.InferOutput<typeof CompanyUser>;

export const CompanyUserList = v.object({ data: v.array(CompanyUser), total: v.pipe(v.number(), v.integer()) });
export type CompanyUserList = v.InferOutput<typeof CompanyUserList>;

export const COMPANY_USER_SORTS = ['name', 'email', 'is_verified', 'created_at'] as const;
export type CompanyUserSort = (typeof COMPANY_USER_SORTS)[number];

export const CompanyUsersQuery = v.object({
  offset: Offset,
  limit: Limit,
  /** By name unless told otherwise; the administration table asks for created_at desc (newest first). */
  sort: v.optional(v.picklist(COMPANY_USER_SORTS), 'name'),
  order: SortOrder,
});
export type CompanyUsersQuery = v.InferOutput<typeof CompanyUsersQuery>;
