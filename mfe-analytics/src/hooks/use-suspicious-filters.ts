import { useSearchState, type SearchCodec } from 'shared';
import { PROTECTION_RULES, type ProtectionRule } from 'shared/contracts/protection';

/** 'Suspicious Scans' shows scans scored at least minScore with a reason of one of `reasons` (any, when empty). */
export interface SuspiciousFilters {
  minScore: number;
  reasons: ProtectionRule[];
}

/** A scan no rule flagged scores 0; the panel lists the others unless a higher minimum is asked for. */
export const DEFAULT_MIN_SCORE = 1;

const isRule = (value: string): value is ProtectionRule => (PROTECTION_RULES as readonly string[]).includes(value);

/** `minScore=70&reasons=impossibleTravel`: values the API would refuse are read as the defaults. */
export function parseSuspiciousFilters(params: URLSearchParams): SuspiciousFilters {
  const minScore = Number(params.get('minScore'));
  return {
    minScore: Number.isInteger(minScore) && minScore >= 1 && minScore <= 100 ? minScore : DEFAULT_MIN_SCORE,
    reasons: PROTECTION_RULES.filter((rule) => params.getAll('reasons').filter(isRule).includes(rule)),
  };
}

/** Writes the filters into the link beside the others; the defaults are left out. */
export function writeSuspiciousFilters(params: URLSearchParams, filters: SuspiciousFilters): URLSearchParams {
  if (filters.minScore === DEFAULT_MIN_SCORE) params.delete('minScore');
  else params.set('minScore', String(filters.minScore));
  params.delete('reasons');
  for (const reason of filters.reasons) params.append('reasons', reason);
  return params;
}

const inLink: SearchCodec<SuspiciousFilters> = { read: parseSuspiciousFilters, write: writeSuspiciousFilters };

export function useSuspiciousFilters(): [SuspiciousFilters, (patch: Partial<SuspiciousFilters>) => void] {
  const [filters, setFilters] = useSearchState(inLink);
  return [filters, (patch) => setFilters((latest) => ({ ...latest, ...patch }))];
}
