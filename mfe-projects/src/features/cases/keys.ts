import type { CaseListFilters } from 'shared/contracts/cases';

export const caseKeys = {
  all: (projectId: string) => ['project', projectId, 'cases'] as const,
  list: (projectId: string, filters: CaseListFilters, offset: number) =>
    ['project', projectId, 'cases', 'list', { ...filters, offset }] as const,
  one: (projectId: string, caseId: string) => ['project', projectId, 'cases', caseId] as const,
  timeline: (projectId: string, caseId: string) => ['project', projectId, 'cases', caseId, 'timeline'] as const,
};
