import type { Company } from 'shared';

export type SortOrder = 'asc' | 'desc';

/** What a server-paged table asks for; pages count from 1. */
export interface TablePage<Sort extends string> {
  page: number;
  sort: Sort;
  order: SortOrder;
}

export interface Paged<T> {
  data: T[];
  /** Rows in all, for the page numbers. */
  total: number;
}

export type CompanySort = 'name' | 'created_at';
export type CompanyPage = Paged<Company>;

export interface AdminUser {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string;
  is_verified: boolean;
  created_at: string;
}
export type UserSort = 'name' | 'email' | 'is_verified' | 'created_at';

export type InvitationType =
  'VERIFY_ACCOUNT' | 'INVITE_COMPANY_USER' | 'RESET_PASSWORD' | 'PROJECT:NEW_EXTERNAL_USER:USER' | 'MIGRATE';

export interface CompanyInvitation {
  id: string;
  email: string;
  type: InvitationType;
  is_active: boolean;
  company: { id: string; name: string } | null;
  project: { id: string; name: string } | null;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
}
export type InvitationSort = 'created_at';
