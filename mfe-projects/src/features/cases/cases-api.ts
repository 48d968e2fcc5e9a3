import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, showToast, tagQueryKey } from 'shared';
import {
  CASES_DEFAULT_LIMIT,
  CASES_MAX_LIMIT,
  type Case,
  type CaseChangeBody,
  type CaseList,
  type CaseListFilters,
  type CaseNoteBody,
  type CaseTimeline,
} from 'shared/contracts/cases';
import { caseKeys } from './keys';

const events = (projectId: string) => api('events', { projectId });
const casePath = (caseId: string, rest = '') => `cases/${encodeURIComponent(caseId)}${rest}`;

/** The filters as query parameters, leaving out those not set. */
const searchParamsOf = (filters: CaseListFilters, offset: number, limit: number) => {
  const params = new URLSearchParams({ offset: String(offset), limit: String(limit) });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return params;
};

const getCases = (projectId: string, filters: CaseListFilters, offset: number, limit: number, signal?: AbortSignal) =>
  events(projectId)
    .get('cases', { signal, searchParams: searchParamsOf(filters, offset, limit) })
    .json<CaseList>();

/** One page of the project's cases; the page shown stays while the next loads. */
export function useCases(projectId: string, filters: CaseListFilters, page: number) {
  const offset = (page - 1) * CASES_DEFAULT_LIMIT;
  return useQuery({
    queryKey: caseKeys.list(projectId, filters, offset),
    queryFn: ({ signal }) => getCases(projectId, filters, offset, CASES_DEFAULT_LIMIT, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every case the filters select, the API's largest page at a time (for the CSV export). */
export async function getAllCases(projectId: string, filters: CaseListFilters): Promise<Case[]> {
  const cases: Case[] = [];
  for (let offset = 0; ; offset += CASES_MAX_LIMIT) {
    const page = await getCases(projectId, filters, offset, CASES_MAX_LIMIT);
    cases.push(...page.items);
    if (page.items.length < CASES_MAX_LIMIT) return cases;
  }
}

export const useCase = (projectId: string, caseId: string) =>
  useQuery({
    queryKey: caseKeys.one(projectId, caseId),
    queryFn: ({ signal }) => events(projectId).get(casePath(caseId), { signal }).json<Case>(),
  });

export const useCaseTimeline = (projectId: string, caseId: string) =>
  useQuery({
    queryKey: caseKeys.timeline(projectId, caseId),
    queryFn: ({ signal }) => events(projectId).get(casePath(caseId, '/timeline'), { signal }).json<CaseTimeline>(),
  });

/**
 * A change reads the project's cases (the list, this case, its timeline) again, and the case's tag: closing as a
 * counterfeit may have blacklisted it.
 */
function useCaseMutation<Input>(projectId: string, send: (input: Input) => Promise<Case>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (changed) => {
      showToast(done);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: caseKeys.all(projectId) }),
        queryClient.invalidateQueries({ queryKey: tagQueryKey(projectId, changed.tag.id) }),
      ]);
    },
  });
}

export const useChangeCase = (projectId: string, caseId: string) =>
  useCaseMutation(
    projectId,
    (change: CaseChangeBody) => events(projectId).patch(casePath(caseId), { json: change }).json<Case>(),
    'Case saved.',
  );

export const useAddCaseNote = (projectId: string, caseId: string) =>
  useCaseMutation(
    projectId,
    (note: CaseNoteBody) => events(projectId).post(casePath(caseId, '/notes'), { json: note }).json<Case>(),
    'Note added.',
  );
