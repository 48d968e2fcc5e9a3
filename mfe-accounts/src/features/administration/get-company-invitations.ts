import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import { adminKeys } from './keys';
import type { CompanyInvitation, InvitationSort, Paged, TablePage } from './types';

export async function getCompanyInvitations(
  companyId: string,
  { page, order }: TablePage<InvitationSort>,
  size: number,
  signal?: AbortSignal,
): Promise<Paged<CompanyInvitation>> {
  return api('auth')
    .get('invitations', { signal, searchParams: { companyId, offset: (page - 1) * size, limit: size, order } })
    .json<Paged<CompanyInvitation>>();
}

/** 000 §2 invitations table: by date created, paged on the server (15 a page, 5 in the manage dialog). */
export const useCompanyInvitations = (companyId: string, page: TablePage<InvitationSort>, size: number) =>
  useQuery({
    queryKey: adminKeys.invitationsPage(companyId, page, size),
    queryFn: ({ signal }) => getCompanyInvitations(companyId, page, size, signal),
    placeholderData: keepPreviousData,
  });
