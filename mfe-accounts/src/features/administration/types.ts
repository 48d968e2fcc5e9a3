import type * as v from 'valibot';
import type { Company } from 'shared';
import type { CompanyListQuery, CompanyUser, CompanyUserSort, SortOrder } from 'shared/contracts/companies';

export type { CompanyInvitation, InvitationType } from 'shared/contracts/invitations';
export type { SortOrder };

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

export type CompanySort = v.InferOutput<typeof CompanyListQuery>['sort'];
export type CompanyPage = Paged<Company>;

export type AdminUser = CompanyUser;
export type UserSort = CompanyUserSort;

export type InvitationSort = 'created_at';
