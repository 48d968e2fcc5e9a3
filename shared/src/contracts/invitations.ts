import * as v from 'valibot';
import { Email } from './auth.js';
import { IsoDateTime, Uuid } from './common.js';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE, SortOrder } from './companies.js';
import { PendingInvitationList } from './project-users.js';

/** 000 §3: every kind of emailed link. */
export const INVITATION_TYPES = [
  'VERIFY_ACCOUNT',
  'INVITE_COMPANY_USER',
  'RESET_PASSWORD',
  'PROJECT:NEW_EXTERNAL_USER:USER',
  'MIGRATE',
] as const;
export type InvitationType = (typeof INVITATION_TYPES)[number];

const Named = v.nullable(v.object({ id: Uuid, name: v.string() }));

/** A row of the administration page's invitations tables (000 §2). */
export const CompanyInvitation = v.object({
  id: Uuid,
  email: v.string(),
  type: v.picklist(INVITATION_TYPES),
  /** Still usable: active, unused and unexpired. */
  is_active: v.boolean(),
  company: Named,
  project: Named,
  /** The inviter's email, when there was one and that user still exists. */
  invited_by: v.nullable(v.string()),
  created_at: IsoDateTime,
  expires_at: IsoDateTime,
});
export type CompanyInvitation = v.InferOutput<typeof CompanyInvitation>;

export const CompanyInvitationPage = v.object({
  data: v.array(CompanyInvitation),
  total: v.pipe(v.number(), v.integer()),
});
export type CompanyInvitationPage = v.InferOutput<typeof CompanyInvitationPage>;

/** A project's pending invitations (the team page), or one page of a company's invitations (administration). */
export const InvitationsQuery = v.object({
  projectId: v.optional(Uuid),
  companyId: v.optional(Uuid),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)), 0),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ADMIN_PAGE_SIZE)), ADMIN_PAGE_SIZE),
  /** By date created, newest first unless asc. */
  order: SortOrder,
});
export type InvitationsQuery = v.InferOutput<typeof InvitationsQuery>;

export const InvitationsAnswer = v.union([PendingInvitationList, CompanyInvitationPage]);
export type InvitationsAnswer = v.InferOutput<typeof InvitationsAnswer>;

/** 000 §7 POST /invitations: from the console, only invitations to a company. */
export const NewCompanyInvitation = v.object({
  email: Email,
  type: v.literal('INVITE_COMPANY_USER'),
  company_id: Uuid,
});
export type NewCompanyInvitation = v.InferOutput<typeof NewCompanyInvitation>;

/** A project invitation is cancelled inside its project; a company invitation needs no header. */
export const InvitationHeaders = v.object({ project_id: v.optional(Uuid) });
export type InvitationHeaders = v.InferOutput<typeof InvitationHeaders>;
